import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../_components/admin-form";
import { checkIn } from "./actions";

export const metadata: Metadata = { title: "Door check-in" };

/** The door (POST /operator/tickets/check-in): a ticket's code typed, or scanned (a scanner types it), checked in once. */
export default async function AdminDoorPage() {
  const { csrfToken } = await requireStaff();
  return (
    <>
      <p>
        <a href="/admin/events">← Events</a>
      </p>
      <h1>Door check-in</h1>
      <p className="admin-muted">Scan the ticket&apos;s QR code into the field, or type the code printed under it.</p>
      <AdminForm action={checkIn} csrfToken={csrfToken} submit="Check in" label="Check a ticket in" refocus="code">
        <AdminField name="code" label="Ticket code" required autoComplete="off" />
      </AdminForm>
    </>
  );
}
