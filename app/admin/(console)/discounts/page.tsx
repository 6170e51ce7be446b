import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { AdminForm } from "../../_components/admin-form";
import { createDiscount, setDiscountActive } from "./actions";
import { currenciesOf, DiscountFields } from "./discount-fields";
import { discountStatus } from "./discount-status";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Discounts" };

const describeValue = (value: number | Record<string, number> | null, kind: string) =>
  kind === "free_shipping"
    ? "free shipping"
    : typeof value === "number"
      ? `${value}%`
      : value
        ? Object.entries(value)
            .map(([code, amount]) => `${amount} ${code}`)
            .join(", ")
        : "—";

/** The store's discounts (GET /operator/discounts) with their use, enable/disable, and a form to create one. */
export default async function AdminDiscountsPage() {
  const { caller, csrfToken } = await requireStaff();
  const [{ data }, products] = await Promise.all([caller.listDiscounts(), caller.listOperatorProducts({ query: { perPage: "1" } })]);
  const now = new Date();
  const currencies = currenciesOf(products.data[0]?.prices ?? [{ currencyCode: "GBP" }]);
  return (
    <>
      <h1>Discounts</h1>
      <TableFrame label="Discounts">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Code</th>
              <th>Discount</th>
              <th>Dates (UTC)</th>
              <th className="num">Used</th>
              <th>Status</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.id}>
                <td>
                  <a href={`/admin/discounts/${d.id}`}>{d.code ?? "(automatic)"}</a>
                </td>
                <td data-label="Discount">
                  {describeValue(d.value, d.kind)}
                  {d.description && <span className="admin-muted"> · {d.description}</span>}
                </td>
                <td data-label="Dates (UTC)">
                  {d.startsAt ? d.startsAt.slice(0, 16).replace("T", " ") : "now"} →{" "}
                  {d.endsAt ? d.endsAt.slice(0, 16).replace("T", " ") : "no end"}
                </td>
                <td className="num" data-label="Used">
                  {d.timesUsed}
                  {d.usageLimit !== null && ` / ${d.usageLimit}`}
                </td>
                <td data-label="Status">
                  <span className="admin-badge">{discountStatus(d, now)}</span>
                </td>
                <td data-label="Actions">
                  <AdminForm
                    action={setDiscountActive.bind(null, d.id, !d.active)}
                    csrfToken={csrfToken}
                    submit={d.active ? "Disable" : "Enable"}
                    tone={d.active ? "danger" : "secondary"}
                    inline
                    label={`${d.active ? "Disable" : "Enable"} ${d.code ?? "the automatic discount"}`}
                  />
                </td>
              </tr>
            ))}
            {data.length === 0 && (
              <tr>
                <td colSpan={6} className="admin-muted">
                  No discounts yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      <h2 id="new-discount">New discount</h2>
      <AdminForm action={createDiscount.bind(null, currencies)} csrfToken={csrfToken} submit="Create discount" label="New discount">
        <DiscountFields currencies={currencies} />
      </AdminForm>
    </>
  );
}
