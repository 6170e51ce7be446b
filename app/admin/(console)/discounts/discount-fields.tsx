import type { OperationOutput } from "@/lib/api/caller";
import { AdminField, AdminSection } from "../../_components/admin-form";

type Discount = OperationOutput<"listDiscounts">["data"][number];

const yesNo = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
];
const local = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : "");

/** The fields of the discount form (create and edit), with a discount's values when editing. */
export function DiscountFields({ discount, currencies }: { discount?: Discount; currencies: string[] }) {
  const amounts = discount && typeof discount.value === "object" && discount.value !== null ? discount.value : {};
  const percent = discount && typeof discount.value === "number" ? discount.value : undefined;
  return (
    <>
      <AdminSection title="Code and description">
        <AdminField name="code" label="Code (blank: automatic, no code needed)" defaultValue={discount?.code ?? ""} />
        <AdminField name="description" label="Description (shown to shoppers)" defaultValue={discount?.description ?? ""} />
      </AdminSection>
      <AdminSection title="Value" hint="A percentage, an amount in each currency, or free shipping.">
        <AdminField
          name="kind"
          label="Kind"
          defaultValue={discount?.kind ?? "percentage"}
          options={[
            { value: "percentage", label: "Percentage off" },
            { value: "fixed", label: "Fixed amount off" },
            { value: "free_shipping", label: "Free shipping" },
          ]}
        />
        <AdminField name="value" label="Percent off (percentage)" type="number" step="0.01" defaultValue={percent ?? ""} />
        {currencies.map((code) => (
          <AdminField
            key={`value-${code}`}
            name={`value.${code}`}
            label={`Amount off in ${code} (fixed)`}
            type="number"
            step="0.01"
            defaultValue={amounts[code] ?? ""}
          />
        ))}
      </AdminSection>
      <AdminSection title="Conditions">
        {currencies.map((code) => (
          <AdminField
            key={`min-${code}`}
            name={`minSubtotal.${code}`}
            errorKey={`minSubtotal.${code}`}
            label={`Minimum subtotal in ${code} (blank: none)`}
            type="number"
            step="0.01"
            defaultValue={discount?.minSubtotal?.[code] ?? ""}
          />
        ))}
      </AdminSection>
      <AdminSection title="Dates">
        <AdminField name="startsAt" label="Starts (UTC, blank: now)" type="datetime-local" defaultValue={local(discount?.startsAt)} />
        <AdminField name="endsAt" label="Ends (UTC, blank: never)" type="datetime-local" defaultValue={local(discount?.endsAt)} />
      </AdminSection>
      <AdminSection title="Limits and combining">
        <AdminField
          name="usageLimit"
          label="Uses in all (blank: no limit)"
          type="number"
          step="1"
          defaultValue={discount?.usageLimit ?? ""}
        />
        <AdminField
          name="perCustomerLimit"
          label="Uses per customer (blank: no limit)"
          type="number"
          step="1"
          defaultValue={discount?.perCustomerLimit ?? ""}
        />
        <AdminField name="firstOrderOnly" label="First order only" options={yesNo} defaultValue={discount?.firstOrderOnly ? "yes" : "no"} />
        <AdminField
          name="combinable"
          label="Combines with other discounts"
          options={yesNo}
          defaultValue={discount?.combinable ? "yes" : "no"}
        />
      </AdminSection>
      <AdminSection title="Status">
        <AdminField name="active" label="Active" options={yesNo} defaultValue={discount && !discount.active ? "no" : "yes"} />
      </AdminSection>
    </>
  );
}

/** The currencies a discount's amounts can be in: those the store prices its products in. */
export function currenciesOf(prices: { currencyCode: string }[]): string[] {
  return [...new Set(prices.map((p) => p.currencyCode))];
}
