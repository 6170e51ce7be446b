import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { requireOwner } from "@/lib/admin/session";
import { AdminForm } from "../../../../_components/admin-form";
import { saveShippingRate } from "../../actions";
import { ShippingRateFields, StoreSettingsNav } from "../../fields";

export const metadata: Metadata = { title: "Edit delivery rate" };

/** One delivery rate's edit form (PATCH /operator/shipping-rates/{id}). */
export default async function AdminShippingRatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { caller, csrfToken } = await requireOwner();
  const [{ data: rates }, { data: markets }] = await Promise.all([caller.listOperatorShippingRates(), caller.listMarkets()]);
  const rate = rates.find((r) => r.id === id);
  if (!rate) notFound();
  return (
    <>
      <p>
        <Link href="/admin/store/shipping-rates">← Delivery rates</Link>
      </p>
      <h1>{rate.name}</h1>
      <StoreSettingsNav current="/admin/store/shipping-rates" />
      <AdminForm action={saveShippingRate.bind(null, rate.id)} csrfToken={csrfToken} submit="Save delivery rate" label="Edit delivery rate">
        <ShippingRateFields rate={rate} markets={markets} />
      </AdminForm>
    </>
  );
}
