import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { countryChoices, currencyChoices } from "@/lib/admin/choices";
import { requireOwner } from "@/lib/admin/session";
import { AdminForm } from "../../../../_components/admin-form";
import { saveMarket } from "../../actions";
import { MarketFields, StoreSettingsNav } from "../../fields";

export const metadata: Metadata = { title: "Edit market" };

/** One market's edit form (PATCH /operator/markets/{id}). */
export default async function AdminMarketPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { caller, csrfToken } = await requireOwner();
  const market = (await caller.listMarkets()).data.find((m) => m.id === id);
  if (!market) notFound();
  return (
    <>
      <p>
        <Link href="/admin/store/markets">← Markets</Link>
      </p>
      <h1>
        {market.name} {market.primary && <span className="admin-badge">primary</span>}
      </h1>
      <StoreSettingsNav current="/admin/store/markets" />
      <AdminForm action={saveMarket.bind(null, market.id)} csrfToken={csrfToken} submit="Save market" label="Edit market">
        <MarketFields market={market} countries={countryChoices()} currencies={currencyChoices()} />
      </AdminForm>
    </>
  );
}
