import "server-only";
import { schema } from "@/db/client";
import { formatMoney, toMajorUnits } from "../money";
import type { ProductListItem } from "./schemas";

const p = schema.products;
const img = schema.images;

/** Columns of a product card; the image comes from a tenant-scoped left join of `images`. */
export const productCardColumns = {
  id: p.id,
  slug: p.slug,
  name: p.name,
  kind: p.kind,
  price: p.price,
  salePrice: p.salePrice,
  stock: p.stock,
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
  stock: number;
  imagePath: string | null;
  imageAlt: string | null;
};

/** The price a buyer pays now, in minor units. */
export const currentPrice = (row: { price: number; salePrice: number | null }) => row.salePrice ?? row.price;

export function toProductListItem(row: ProductCardRow, currencyCode: string): ProductListItem {
  const now = currentPrice(row);
  const onSale = row.salePrice !== null && row.salePrice < row.price;
  return {
    id: row.id,
    slug: row.slug,
    title: row.name,
    type: row.kind === "subscription_package" ? "subscription_package" : "product",
    price: toMajorUnits(now, currencyCode),
    displayPrice: formatMoney(now, currencyCode),
    compareAtPrice: onSale ? toMajorUnits(row.price, currencyCode) : null,
    displayCompareAtPrice: onSale ? formatMoney(row.price, currencyCode) : null,
    currencyCode,
    // Packages are subscribed to, not stocked: they are available while active.
    inStock: row.kind === "subscription_package" ? true : row.stock > 0,
    image: row.imagePath ? { path: row.imagePath, alt: row.imageAlt || row.name } : null,
  };
}
