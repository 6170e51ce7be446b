import "server-only";
import { schema } from "@/db/client";
import { shelfPrice } from "../pricing/market-price";
import { marketMoney } from "../pricing/present-totals";
import type { MarketInfo } from "../pricing/resolve-market";
import type { ProductListItem } from "./schemas";
import { absoluteUrl } from "../media/absolute-url";
import { productStock } from "./variant-sql";

const p = schema.products;
const img = schema.images;
const pp = schema.productPrices;

/** Columns of a product card; the image comes from a tenant-scoped left join of `images`. */
export const productCardColumns = {
  id: p.id,
  slug: p.slug,
  name: p.name,
  kind: p.kind,
  price: p.price,
  salePrice: p.salePrice,
  fixedPrice: pp.price,
  fixedSalePrice: pp.salePrice,
  stock: productStock(p.id),
  imagePath: img.path,
  imageAlt: img.alt,
};

export type ProductCardRow = {
  id: string;
  slug: string;
  name: string;
  kind: string;
  price: number;
  salePrice: number | null;
  /** The market's fixed prices (left join of product_prices on the market), null when converted. */
  fixedPrice: number | null;
  fixedSalePrice: number | null;
  stock: number;
  imagePath: string | null;
  imageAlt: string | null;
};

/** The product's stored prices as the calculator takes them. */
export const pricingOf = (row: Pick<ProductCardRow, "price" | "salePrice" | "fixedPrice" | "fixedSalePrice">) => ({
  price: row.price,
  salePrice: row.salePrice,
  fixed: row.fixedPrice === null ? null : { price: row.fixedPrice, salePrice: row.fixedSalePrice },
});

/** A product card priced in `market` (lib/pricing: fixed price, else converted and rounded; sale only when lower). */
export function toProductListItem(
  row: ProductCardRow,
  market: MarketInfo,
  variants: Pick<ProductListItem, "options" | "variants"> = { options: [], variants: [] },
): ProductListItem {
  const { unitPrice, compareAtPrice } = shelfPrice(pricingOf(row), market);
  const { amount, display } = marketMoney(market);
  return {
    id: row.id,
    slug: row.slug,
    title: row.name,
    type: row.kind === "subscription_package" ? "subscription_package" : "product",
    price: amount(unitPrice),
    displayPrice: display(unitPrice),
    compareAtPrice: compareAtPrice === null ? null : amount(compareAtPrice),
    displayCompareAtPrice: compareAtPrice === null ? null : display(compareAtPrice),
    regularPrice: amount(compareAtPrice ?? unitPrice),
    salePrice: compareAtPrice === null ? null : amount(unitPrice),
    currencyCode: market.currencyCode,
    taxIncluded: market.taxIncluded,
    // Packages are subscribed to, not stocked: they are available while active.
    inStock: row.kind === "subscription_package" ? true : row.stock > 0,
    image: row.imagePath ? { url: absoluteUrl(row.imagePath), path: row.imagePath, alt: row.imageAlt || row.name } : null,
    options: variants.options,
    variants: variants.variants,
  };
}
