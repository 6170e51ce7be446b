import { formatMoney } from "@/lib/money";

/**
 * A price in minor units, with the regular price struck through when on sale. The catalogue pages do not know their
 * store's currency yet (lib/storefront/catalog.ts carries none), hence the GBP default until they read it from the API.
 */
export function Price({ price, salePrice, currencyCode = "GBP" }: { price: number; salePrice?: number | null; currencyCode?: string }) {
  if (salePrice != null && salePrice < price) {
    return (
      <span className="price">
        <span className="sale">
          <span className="sr-only">Sale price </span>
          {formatMoney(salePrice, currencyCode)}
        </span>
        <s>
          <span className="sr-only">Was </span>
          {formatMoney(price, currencyCode)}
        </s>
      </span>
    );
  }
  return <span className="price">{formatMoney(price, currencyCode)}</span>;
}
