import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { countryChoices, countryName, currencyChoices } from "@/lib/admin/choices";
import { requireStaff } from "@/lib/admin/session";
import { AdminForm } from "../../../_components/admin-form";
import { TableFrame } from "../../../_components/table-frame";
import { addMarket, removeMarket } from "../actions";
import { MarketFields, ReadOnlyNote, roundingLabel, StoreSettingsNav } from "../fields";

export const metadata: Metadata = { title: "Markets" };

/** Where the store sells and in which currency (GET/POST/DELETE /operator/markets). */
export default async function AdminMarketsPage() {
  const { caller, csrfToken, staff } = await requireStaff();
  const { data: markets } = await caller.listMarkets();
  const owner = staff.role === "owner";
  const primary = markets.find((m) => m.primary);
  return (
    <>
      <h1>Markets</h1>
      <StoreSettingsNav current="/admin/store/markets" />
      {!owner && <ReadOnlyNote />}
      <TableFrame label="Markets">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Market</th>
              <th>Currency</th>
              <th>Countries</th>
              <th>Prices</th>
              <th className="num">Exchange rate</th>
              <th>Rounding</th>
              {owner && <th>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {markets.map((m) => (
              <tr key={m.id}>
                <td>
                  {owner ? <Link href={`/admin/store/markets/${m.id}`}>{m.name}</Link> : m.name}{" "}
                  {m.primary && <span className="admin-badge">primary</span>}
                </td>
                <td data-label="Currency">
                  {m.currencyCode} ({m.currencySymbol})
                </td>
                <td data-label="Countries">{m.countries.length ? m.countries.map(countryName).join(", ") : "—"}</td>
                <td data-label="Prices">{m.taxIncluded ? "include tax" : "plus tax"}</td>
                <td className="num" data-label="Exchange rate">
                  {m.exchangeRate}
                </td>
                <td data-label="Rounding">{roundingLabel(m.rounding)}</td>
                {owner && (
                  <td data-label="Actions">
                    {!m.primary && (
                      <AdminForm
                        action={removeMarket.bind(null, m.id)}
                        csrfToken={csrfToken}
                        submit="Delete"
                        tone="secondary"
                        inline
                        label={`Delete market ${m.name}`}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
            {markets.length === 0 && (
              <tr>
                <td colSpan={owner ? 7 : 6} className="admin-muted">
                  No markets yet: add one to sell.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      {owner && (
        <section aria-labelledby="add-market">
          <h2 id="add-market">Add a market</h2>
          <AdminForm action={addMarket} csrfToken={csrfToken} submit="Add market" label="Add a market">
            <MarketFields countries={countryChoices()} currencies={currencyChoices()} defaultCurrency={primary?.currencyCode} />
          </AdminForm>
        </section>
      )}
    </>
  );
}
