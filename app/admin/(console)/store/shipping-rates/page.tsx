import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireStaff } from "@/lib/admin/session";
import { AdminForm } from "../../../_components/admin-form";
import { TableFrame } from "../../../_components/table-frame";
import { addShippingRate, removeShippingRate } from "../actions";
import { ReadOnlyNote, ShippingRateFields, StoreSettingsNav } from "../fields";

export const metadata: Metadata = { title: "Delivery rates" };

/** What delivery costs in each market (GET/POST/DELETE /operator/shipping-rates): one rate per market. */
export default async function AdminShippingRatesPage() {
  const { caller, csrfToken, staff } = await requireStaff();
  const [{ data: rates }, { data: markets }] = await Promise.all([caller.listOperatorShippingRates(), caller.listMarkets()]);
  const owner = staff.role === "owner";
  const marketName = (id: string) => markets.find((m) => m.id === id)?.name ?? "—";
  const without = markets.filter((m) => !rates.some((r) => r.marketId === m.id));
  return (
    <>
      <h1>Delivery rates</h1>
      <StoreSettingsNav current="/admin/store/shipping-rates" />
      {!owner && <ReadOnlyNote />}
      <p className="admin-muted">One rate per market; a market without one delivers free.</p>
      <TableFrame label="Delivery rates">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Market</th>
              <th className="num">Price</th>
              <th className="num">Free from</th>
              <th className="num">Days</th>
              {owner && <th>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={r.id}>
                <td>{owner ? <Link href={`/admin/store/shipping-rates/${r.id}`}>{r.name}</Link> : r.name}</td>
                <td data-label="Market">{marketName(r.marketId)}</td>
                <td className="num" data-label="Price">
                  {r.displayPrice}
                </td>
                <td className="num" data-label="Free from">
                  {r.displayFreeOver ?? "never"}
                </td>
                <td className="num" data-label="Days">
                  {r.deliveryDays ?? "—"}
                </td>
                {owner && (
                  <td data-label="Actions">
                    <AdminForm
                      action={removeShippingRate.bind(null, r.id)}
                      csrfToken={csrfToken}
                      submit="Delete"
                      tone="secondary"
                      inline
                      label={`Delete delivery rate ${r.name} of ${marketName(r.marketId)}`}
                    />
                  </td>
                )}
              </tr>
            ))}
            {rates.length === 0 && (
              <tr>
                <td colSpan={owner ? 6 : 5} className="admin-muted">
                  No delivery rates: every market delivers free.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      {owner &&
        (without.length > 0 ? (
          <section aria-labelledby="add-shipping-rate">
            <h2 id="add-shipping-rate">Add a delivery rate</h2>
            <AdminForm action={addShippingRate} csrfToken={csrfToken} submit="Add delivery rate" label="Add a delivery rate">
              <ShippingRateFields markets={without} />
            </AdminForm>
          </section>
        ) : (
          <p className="admin-muted">Every market has its rate: change one to change what delivery costs.</p>
        ))}
    </>
  );
}
