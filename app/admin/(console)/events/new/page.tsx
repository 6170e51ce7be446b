import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm, AdminSection } from "../../../_components/admin-form";
import { addEvent } from "../actions";

export const metadata: Metadata = { title: "New event" };

/** The "New event" form: the event, up to three ticket types priced in the primary market, and its first date. */
export default async function AdminNewEvent() {
  const { caller, csrfToken } = await requireStaff();
  const { data: markets } = await caller.listMarkets();
  const primary = markets.find((m) => m.primary);
  return (
    <>
      <p>
        <a href="/admin/events">← Events</a>
      </p>
      <h1>New event</h1>
      {primary ? (
        <AdminForm action={addEvent.bind(null, primary.id)} csrfToken={csrfToken} submit="Add event" label="New event">
          <AdminSection title="The event">
            <AdminField name="title" label="Title" required />
            <AdminField name="slug" label="Address (slug; from the title when empty)" />
            <AdminField name="venue" label="Venue" />
            <AdminField name="description" label="Description" rows={4} />
            <AdminField
              name="status"
              label="Status"
              options={[
                { value: "draft", label: "Draft" },
                { value: "published", label: "Published" },
              ]}
            />
          </AdminSection>
          <AdminSection title="Ticket types" hint="Up to three; leave a type's name blank to skip it.">
            {[0, 1, 2].map((i) => (
              <fieldset key={i} className="admin-fieldset">
                <legend>Ticket type {i + 1}</legend>
                <AdminField name={`ticket${i}Name`} errorKey={`ticketTypes.${i}.name`} label={`Ticket type ${i + 1} name`} />
                <AdminField
                  name={`ticket${i}Price`}
                  errorKey={`ticketTypes.${i}.prices.0.amount`}
                  label={`Ticket type ${i + 1} price (${primary.currencyCode})`}
                  type="number"
                  step="0.01"
                />
                <AdminField name={`ticket${i}Capacity`} label={`Ticket type ${i + 1} seats per date (optional)`} type="number" />
              </fieldset>
            ))}
          </AdminSection>
          <AdminSection title="First date (UTC)">
            <AdminField name="startsAt" label="Starts" type="datetime-local" />
            <AdminField name="endsAt" label="Ends" type="datetime-local" />
            <AdminField name="capacity" label="Seats" type="number" />
          </AdminSection>
        </AdminForm>
      ) : (
        <p className="admin-muted">Add a market first (Settings): ticket prices are in its currency.</p>
      )}
    </>
  );
}
