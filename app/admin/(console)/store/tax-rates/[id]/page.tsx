import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { countryChoices } from "@/lib/admin/choices";
import { requireOwner } from "@/lib/admin/session";
import { AdminForm } from "../../../../_components/admin-form";
import { saveTaxRate } from "../../actions";
import { StoreSettingsNav, TaxRateFields } from "../../fields";

export const metadata: Metadata = { title: "Edit tax rate" };

/** One tax rate's edit form (PATCH /operator/tax-rates/{id}). */
export default async function AdminTaxRatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { caller, csrfToken } = await requireOwner();
  const rate = (await caller.listTaxRates()).data.find((r) => r.id === id);
  if (!rate) notFound();
  return (
    <>
      <p>
        <Link href="/admin/store/tax-rates">← Tax rates</Link>
      </p>
      <h1>
        {rate.name} {rate.countryCode}
        {rate.region ? ` (${rate.region})` : ""}
      </h1>
      <StoreSettingsNav current="/admin/store/tax-rates" />
      <AdminForm action={saveTaxRate.bind(null, rate.id)} csrfToken={csrfToken} submit="Save tax rate" label="Edit tax rate">
        <TaxRateFields rate={rate} countries={countryChoices()} />
      </AdminForm>
    </>
  );
}
