import type { CreateProductInput } from "@/lib/catalog/schemas";

type Sent = {
  options?: { name?: unknown; values?: unknown }[];
  variants?: {
    sku?: unknown;
    options?: unknown;
    stock?: unknown;
    weightGrams?: unknown;
    prices?: { marketId?: unknown; amount?: unknown; compareAt?: unknown }[];
  }[];
};

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** A number as typed (a decimal comma allowed): blank gives `blank`, anything else not a number NaN (the API refuses it on that field). */
function typed<T>(v: unknown, blank: T): number | T {
  const raw = str(v).trim().replace(",", ".");
  if (raw === "") return blank;
  const n = Number(raw);
  return Number.isFinite(n) ? n : Number.NaN;
}

/**
 * The options and variants the back office's variant editor (app/admin/_components/variant-matrix.tsx) sends as one
 * JSON field, in the shape POST and PATCH /operator/products take: amounts in major units, a blank compare-at price
 * or weight null, a blank price or stock NaN (refused by the API beside its field). Undefined when the form has no
 * such field.
 */
export function variantsFromForm(
  formData: FormData,
): { options: CreateProductInput["options"]; variants: CreateProductInput["variants"] } | undefined {
  const raw = formData.get("variantMatrix");
  if (typeof raw !== "string") return undefined;
  let sent: Sent;
  try {
    sent = JSON.parse(raw) as Sent;
  } catch {
    sent = {};
  }
  return {
    options: (Array.isArray(sent.options) ? sent.options : []).map((o) => ({
      name: str(o.name),
      values: Array.isArray(o.values) ? o.values.map(str) : [],
    })),
    variants: (Array.isArray(sent.variants) ? sent.variants : []).map((v) => ({
      sku: str(v.sku),
      options:
        v.options && typeof v.options === "object"
          ? Object.fromEntries(Object.entries(v.options as Record<string, unknown>).map(([k, x]) => [k, str(x)]))
          : {},
      stock: typed(v.stock, Number.NaN),
      weightGrams: typed(v.weightGrams, null),
      prices: (Array.isArray(v.prices) ? v.prices : []).map((p) => ({
        marketId: str(p.marketId),
        amount: typed(p.amount, Number.NaN),
        compareAt: typed(p.compareAt, null),
      })),
    })),
  };
}
