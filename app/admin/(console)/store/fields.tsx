import Link from "@/components/ui/link";
import type { OperationOutput } from "@/lib/api/caller";
import type { Choice } from "@/lib/admin/choices";
import { roundings, taxClasses } from "@/lib/settings/schemas";
import { AdminField } from "../../_components/admin-form";

export type Market = OperationOutput<"listMarkets">["data"][number];
export type TaxRate = OperationOutput<"listTaxRates">["data"][number];
export type ShippingRate = OperationOutput<"listOperatorShippingRates">["data"][number];

const sections = [
  { href: "/admin/store", label: "Store" },
  { href: "/admin/store/markets", label: "Markets" },
  { href: "/admin/store/tax-rates", label: "Tax rates" },
  { href: "/admin/store/shipping-rates", label: "Delivery rates" },
];

/** The store settings' four pages, the current one marked. */
export function StoreSettingsNav({ current }: { current: string }) {
  return (
    <nav className="admin-subnav" aria-label="Store settings">
      {sections.map((s) => (
        <Link key={s.href} href={s.href} aria-current={s.href === current ? "page" : undefined}>
          {s.label}
        </Link>
      ))}
    </nav>
  );
}

/** Staff see the settings; only owners change them (the operations answer 403 `owner_only`). */
export function ReadOnlyNote() {
  return <p className="admin-muted">You can see these settings; only the store&apos;s owners can change them.</p>;
}

const roundingLabels: Record<(typeof roundings)[number], string> = {
  none: "None (to the cent)",
  whole: "To a whole unit",
  ninety_nine: "To .99",
};
export const roundingLabel = (r: string) => roundingLabels[r as keyof typeof roundingLabels] ?? r;

export function MarketFields({
  market,
  countries,
  currencies,
  defaultCurrency,
}: {
  market?: Market;
  countries: Choice[];
  currencies: Choice[];
  defaultCurrency?: string | null;
}) {
  return (
    <>
      <AdminField name="name" label="Name" required defaultValue={market?.name} />
      <AdminField
        name="currencyCode"
        label="Currency"
        options={currencies}
        defaultValue={market?.currencyCode ?? defaultCurrency ?? "EUR"}
      />
      <AdminField
        name="countries"
        label="Countries (choose one or more; Ctrl or ⌘ adds to the choice)"
        options={countries}
        multiple
        size={8}
        defaultValue={market?.countries ?? []}
      />
      <AdminField name="taxIncluded" type="checkbox" label="Prices include tax (VAT)" defaultChecked={market?.taxIncluded ?? true} />
      <AdminField
        name="exchangeRate"
        label="Exchange rate (units of this currency per unit of the primary currency)"
        type="number"
        step="any"
        defaultValue={market?.exchangeRate ?? 1}
      />
      <AdminField
        name="rounding"
        label="Rounding of converted prices"
        options={roundings.map((r) => ({ value: r, label: roundingLabel(r) }))}
        defaultValue={market?.rounding ?? "none"}
      />
      <AdminField
        name="primary"
        type="checkbox"
        label="Primary market (catalogue prices are stored in its currency)"
        defaultChecked={market?.primary ?? false}
      />
    </>
  );
}

export function TaxRateFields({ rate, countries }: { rate?: TaxRate; countries: Choice[] }) {
  return (
    <>
      <AdminField name="countryCode" label="Country" options={countries} defaultValue={rate?.countryCode ?? "DE"} />
      <AdminField
        name="region"
        label="Region (a state or province code, e.g. NY; blank: the whole country)"
        defaultValue={rate?.region ?? ""}
      />
      <AdminField
        name="taxClass"
        label="Tax class"
        options={taxClasses.map((c) => ({ value: c, label: c }))}
        defaultValue={rate?.taxClass ?? "standard"}
      />
      <AdminField name="rate" label="Rate (percent)" type="number" step="any" required defaultValue={rate?.rate} />
      <AdminField name="name" label="Name on receipts (VAT, GST…)" required defaultValue={rate?.name} />
    </>
  );
}

export function ShippingRateFields({ rate, markets }: { rate?: ShippingRate; markets: Market[] }) {
  return (
    <>
      <AdminField name="name" label="Name" required defaultValue={rate?.name ?? "Standard delivery"} />
      <AdminField
        name="marketId"
        label="Market"
        options={markets.map((m) => ({ value: m.id, label: `${m.name} (${m.currencyCode})` }))}
        defaultValue={rate?.marketId}
      />
      <AdminField name="price" label="Price (in the market's currency)" type="number" step="any" required defaultValue={rate?.price} />
      <AdminField
        name="freeOver"
        label="Free from an order of (blank: never free)"
        type="number"
        step="any"
        defaultValue={rate?.freeOver ?? ""}
      />
      <AdminField
        name="deliveryDays"
        label="Delivery days (shown to shoppers; blank: not said)"
        type="number"
        defaultValue={rate?.deliveryDays ?? ""}
      />
    </>
  );
}
