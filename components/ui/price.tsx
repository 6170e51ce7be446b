import { formatMoney } from "@/lib/storefront/format";

/** A price in minor units, with the regular price struck through when on sale. */
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
