import { formatMoney, toMinorUnits } from "@/lib/money";
import type { MatrixMarket, MatrixVariant } from "./variant-matrix";
import "./variant-matrix.css";

const money = (amount: number, currencyCode: string) => formatMoney(toMinorUnits(amount, currencyCode), currencyCode);

/**
 * A product's variants for a staff member who may not change them: each with its option values, SKU, stock, weight
 * and prices (a market without a fixed price converts the primary one).
 */
export function VariantList({
  markets,
  options,
  variants,
}: {
  markets: MatrixMarket[];
  options: { name: string; values: string[] }[];
  variants: MatrixVariant[];
}) {
  return (
    <section aria-labelledby="variants-heading">
      <h2 id="variants-heading">Variants ({variants.length})</h2>
      {options.length > 0 && <p className="admin-muted">{options.map((o) => `${o.name}: ${o.values.join(", ")}`).join(" · ")}</p>}
      <ul className="variant-matrix-list">
        {variants.map((v) => {
          const title =
            options
              .map((o) => v.options[o.name])
              .filter(Boolean)
              .join(", ") || "The one variant";
          const prices = markets
            .map((m) => {
              const own = v.prices.find((p) => p.marketId === m.id);
              if (!own) return `${m.name}: converted`;
              const shown = money(own.amount, m.currencyCode);
              return `${m.name}: ${own.compareAt === null ? shown : `${shown} (was ${money(own.compareAt, m.currencyCode)})`}`;
            })
            .join(" · ");
          return (
            <li key={JSON.stringify(v.options)} className="admin-card">
              <strong>{title}</strong>
              <br />
              SKU {v.sku || "—"} · stock {v.stock} · {v.weightGrams === null ? "no weight" : `${v.weightGrams} g`}
              <br />
              <span className="admin-muted">{prices}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
