import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/admin/session";
import { AdminForm } from "../../../_components/admin-form";
import { updateDiscount } from "../actions";
import { currenciesOf, DiscountFields } from "../discount-fields";

export const metadata: Metadata = { title: "Edit discount" };

/** One discount's edit form (PATCH /operator/discounts/{id}) and its use so far. */
export default async function AdminDiscountPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { caller, csrfToken } = await requireStaff();
  const [{ data }, products] = await Promise.all([caller.listDiscounts(), caller.listOperatorProducts({ query: { perPage: "1" } })]);
  const discount = data.find((d) => d.id === id);
  if (!discount) notFound();
  const currencies = currenciesOf(products.data[0]?.prices ?? [{ currencyCode: "GBP" }]);
  return (
    <>
      <p>
        <Link href="/admin/discounts">← Discounts</Link>
      </p>
      <h1>
        {discount.code ?? "Automatic discount"} <span className="admin-badge">{discount.active ? "active" : "disabled"}</span>
      </h1>
      <p className="admin-muted">
        Used by {discount.timesUsed} order{discount.timesUsed === 1 ? "" : "s"}
        {discount.usageLimit !== null && ` of ${discount.usageLimit} allowed`}; cancelled orders give their use back.
      </p>
      <AdminForm
        action={updateDiscount.bind(null, discount.id, currencies)}
        csrfToken={csrfToken}
        submit="Save discount"
        label="Edit discount"
      >
        <DiscountFields discount={discount} currencies={currencies} />
      </AdminForm>
    </>
  );
}
