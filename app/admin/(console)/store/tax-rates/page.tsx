import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { countryChoices, countryName } from "@/lib/admin/choices";
import { requireStaff } from "@/lib/admin/session";
import { AdminForm } from "../../../_components/admin-form";
import { TableFrame } from "../../../_components/table-frame";
import { addTaxRate, removeTaxRate } from "../actions";
import { ReadOnlyNote, StoreSettingsNav, TaxRateFields } from "../fields";

export const metadata: Metadata = { title: "Tax rates" };

/** The tax the store charges, per country, region and tax class (GET/POST/DELETE /operator/tax-rates). */
export default async function AdminTaxRatesPage() {
  const { caller, csrfToken, staff } = await requireStaff();
  const { data: rates } = await caller.listTaxRates();
  const owner = staff.role === "owner";
  return (
    <>
      <h1>Tax rates</h1>
      <StoreSettingsNav current="/admin/store/tax-rates" />
      {!owner && <ReadOnlyNote />}
      <p className="admin-muted">
        A region&apos;s rate replaces its country&apos;s for addresses there; a product&apos;s tax class without a rate is not taxed.
      </p>
      <TableFrame label="Tax rates">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Country</th>
              <th>Region</th>
              <th>Class</th>
              <th className="num">Rate</th>
              {owner && <th>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={r.id}>
                <td>{owner ? <Link href={`/admin/store/tax-rates/${r.id}`}>{r.name}</Link> : r.name}</td>
                <td data-label="Country">{countryName(r.countryCode)}</td>
                <td data-label="Region">{r.region ?? "whole country"}</td>
                <td data-label="Class">{r.taxClass}</td>
                <td className="num" data-label="Rate">
                  {r.rate}%
                </td>
                {owner && (
                  <td data-label="Actions">
                    <AdminForm
                      action={removeTaxRate.bind(null, r.id)}
                      csrfToken={csrfToken}
                      submit="Delete"
                      tone="secondary"
                      inline
                      label={`Delete tax rate ${r.name} ${r.countryCode}${r.region ? ` ${r.region}` : ""} ${r.taxClass}`}
                    />
                  </td>
                )}
              </tr>
            ))}
            {rates.length === 0 && (
              <tr>
                <td colSpan={owner ? 6 : 5} className="admin-muted">
                  No tax rates: nothing is taxed.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      {owner && (
        <section aria-labelledby="add-tax-rate">
          <h2 id="add-tax-rate">Add a tax rate</h2>
          <AdminForm action={addTaxRate} csrfToken={csrfToken} submit="Add tax rate" label="Add a tax rate">
            <TaxRateFields countries={countryChoices()} />
          </AdminForm>
        </section>
      )}
    </>
  );
}
