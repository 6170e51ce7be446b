import type { z } from "zod";
import { currencyExponent, toMajorUnits, toMinorUnitsExactly } from "../money";
import { restoreCell } from "../csv/write-csv";
import {
  catalogSlug,
  createProductInput,
  operatorProductPatch,
  productStatus,
  type CreateProductInput,
  type OperatorProductPatch,
} from "./schemas";

/** Shopify's product CSV columns, in the order its export writes them (and ours). */
export const productCsvColumns = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Inventory Qty",
  "Variant Grams",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "SEO Title",
  "SEO Description",
  "Status",
] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** The columns an import cannot do without. */
export const requiredImportColumns: readonly ProductCsvColumn[] = ["Handle", "Title"];

/** Minor units as the CSV writes a price: major units with the currency's decimals (12.50, 1200 for yen). */
export function csvAmount(minor: number, currencyCode: string): string {
  return toMajorUnits(minor, currencyCode).toFixed(currencyExponent(currencyCode));
}

/** What an export row is made from: a product of the store with its (one) image. */
export type CsvProduct = {
  slug: string;
  title: string;
  description: string;
  status: string;
  sku: string;
  price: number;
  salePrice: number | null;
  stock: number;
  weightGrams: number | null;
  imageUrl: string | null;
  imageAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
};

/**
 * A product as Shopify writes a product with a single variant: Option1 Name "Title", Option1 Value "Default Title";
 * Variant Price is what a buyer pays (the sale price while on sale) and Variant Compare At Price the regular price
 * it reduces; prices in the primary market's major units.
 */
export function productCsvCells(product: CsvProduct, currencyCode: string): string[] {
  const onSale = product.salePrice !== null && product.salePrice < product.price;
  const cells: Record<ProductCsvColumn, string> = {
    Handle: product.slug,
    Title: product.title,
    "Body (HTML)": product.description,
    Vendor: "",
    Type: "",
    Tags: "",
    Published: product.status === "active" ? "true" : "false",
    "Option1 Name": "Title",
    "Option1 Value": "Default Title",
    "Option2 Name": "",
    "Option2 Value": "",
    "Option3 Name": "",
    "Option3 Value": "",
    "Variant SKU": product.sku,
    "Variant Price": csvAmount(onSale ? product.salePrice! : product.price, currencyCode),
    "Variant Compare At Price": onSale ? csvAmount(product.price, currencyCode) : "",
    "Variant Inventory Qty": String(product.stock),
    "Variant Grams": product.weightGrams === null ? "" : String(product.weightGrams),
    "Image Src": product.imageUrl ?? "",
    "Image Position": product.imageUrl ? "1" : "",
    "Image Alt Text": product.imageUrl ? (product.imageAlt ?? "") : "",
    "SEO Title": product.seoTitle ?? "",
    "SEO Description": product.seoDescription ?? "",
    Status: product.status,
  };
  return productCsvColumns.map((c) => cells[c]);
}

/** A refused cell of an import: the file's line (1 is the header), the column's header and why. */
export type ImportRowError = { line: number; column: string; message: string };

/** One data record of an import by its columns' headers (cells of columns the file lacks are absent). */
export type ImportRecord = { line: number; get: (column: ProductCsvColumn) => string | undefined };

/** Reads a header row: each known column's index; unknown columns (Vendor's cousins) are ignored. */
export function indexColumns(header: readonly string[]): Map<ProductCsvColumn, number> {
  const known = new Map<string, ProductCsvColumn>(productCsvColumns.map((c) => [c.toLowerCase(), c]));
  const index = new Map<ProductCsvColumn, number>();
  header.forEach((name, i) => {
    const column = known.get(name.trim().toLowerCase());
    if (column && !index.has(column)) index.set(column, i);
  });
  return index;
}

/** A record's cells by header, trimmed, with an export's formula guard (a leading apostrophe) taken off again. */
export function importRecord(line: number, cells: readonly string[], index: ReadonlyMap<ProductCsvColumn, number>): ImportRecord {
  return {
    line,
    get: (column) => {
      const i = index.get(column);
      if (i === undefined) return undefined;
      return restoreCell((cells[i] ?? "").trim());
    },
  };
}

/** The columns a variant is written from: a further row of a handle with any of them is a second variant. */
const variantColumns: readonly ProductCsvColumn[] = [
  "Option1 Value",
  "Option2 Value",
  "Option3 Value",
  "Variant SKU",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Inventory Qty",
  "Variant Grams",
];

/** Whether a further row of a handle carries a variant (Shopify writes extra image rows with only the Image columns). */
export function hasVariantCells(record: ImportRecord): boolean {
  return variantColumns.some((c) => (record.get(c) ?? "") !== "");
}

/** What one row asks for: a new product (POST's input) or an edit of an existing one (PATCH's input), or its errors. */
export type ImportAction =
  | { kind: "create"; input: CreateProductInput }
  | { kind: "update"; slug: string; patch: OperatorProductPatch | null }
  | { kind: "invalid"; errors: ImportRowError[] };

/** Which column a field of POST's or PATCH's input (or of their errors) comes from. */
export function columnOfField(path: string): ProductCsvColumn {
  const rules: [RegExp, ProductCsvColumn][] = [
    [/^title$/, "Title"],
    [/^slug$/, "Handle"],
    [/^description$/, "Body (HTML)"],
    [/^status$/, "Status"],
    [/(^|\.)sku$/, "Variant SKU"],
    [/compareAt$|^salePrice$/, "Variant Compare At Price"],
    [/(^|\.)amount$|^price$|prices/, "Variant Price"],
    [/(^|\.)stock$/, "Variant Inventory Qty"],
    [/(^|\.)weightGrams$/, "Variant Grams"],
    [/^seo\.title$/, "SEO Title"],
    [/^seo\.description$/, "SEO Description"],
    [/options|variants/, "Option1 Value"],
  ];
  return rules.find(([re]) => re.test(path))?.[1] ?? "Handle";
}

function zodErrors(line: number, error: z.ZodError): ImportRowError[] {
  return error.issues.map((issue) => ({ line, column: columnOfField(issue.path.join(".")), message: issue.message }));
}

const single = "Products have one variant for now: a row's Option1 Value must be empty or Default Title, and Option2 and Option3 empty.";

/**
 * One import row as the catalogue's own write: a handle no product has becomes POST /operator/products' input (a title
 * and a price are then required), an existing product's handle PATCH /operator/products/{slug}'s (an empty cell
 * leaves its field as it is; with a Variant Price, an empty Variant Compare At Price ends a sale). Prices are the
 * primary market's, in major units. Every refused cell is reported with its line and column; nothing is written for a
 * row with any.
 */
export function readImportRow({
  record,
  exists,
  primaryMarketId,
  currencyCode,
}: {
  record: ImportRecord;
  /** Whether a product of the store has the row's handle. */
  exists: boolean;
  primaryMarketId: string;
  currencyCode: string;
}): ImportAction {
  const { line } = record;
  const errors: ImportRowError[] = [];
  const fail = (column: ProductCsvColumn, message: string) => errors.push({ line, column, message });
  const cell = (column: ProductCsvColumn) => record.get(column) ?? "";

  const handle = catalogSlug.safeParse(cell("Handle"));
  if (!handle.success) fail("Handle", handle.error.issues[0]?.message ?? "The handle is not valid.");

  const option1 = cell("Option1 Value");
  if (option1 !== "" && option1 !== "Default Title") fail("Option1 Value", single);
  if (cell("Option2 Value") !== "") fail("Option2 Value", single);
  if (cell("Option3 Value") !== "") fail("Option3 Value", single);

  let status: CreateProductInput["status"] | undefined;
  const statusCell = cell("Status").toLowerCase();
  if (statusCell !== "") {
    const parsed = productStatus.safeParse(statusCell);
    if (parsed.success) status = parsed.data;
    else fail("Status", `Unknown status "${cell("Status")}": it must be active, draft or archived.`);
  } else {
    const published = cell("Published").toLowerCase();
    if (published === "true") status = "active";
    else if (published === "false") status = "draft";
    else if (published !== "") fail("Published", `Published must be true or false, not "${cell("Published")}".`);
  }

  const money = (column: ProductCsvColumn): number | null | undefined => {
    const text = cell(column);
    if (text === "") return undefined;
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) {
      fail(column, `${column} must be a number in ${currencyCode} (such as 12.50), not "${text}".`);
      return null;
    }
    const major = Number(text);
    if (major < 0) {
      fail(column, `${column} must not be negative.`);
      return null;
    }
    if (major > 1_000_000) {
      fail(column, `${column} must not be greater than 1000000.`);
      return null;
    }
    const minor = toMinorUnitsExactly(major, currencyCode);
    if (minor === null) {
      fail(column, `${column} has more decimal places than ${currencyCode} has.`);
      return null;
    }
    return minor;
  };
  const whole = (column: ProductCsvColumn, max: number): number | undefined => {
    const text = cell(column);
    if (text === "") return undefined;
    if (!/^[+-]?\d+$/.test(text)) {
      fail(column, `${column} must be a whole number, not "${text}".`);
      return undefined;
    }
    const n = Number(text);
    if (n < 0) fail(column, `${column} must not be negative.`);
    else if (n > max) fail(column, `${column} must not be greater than ${max}.`);
    else return n;
    return undefined;
  };

  const price = money("Variant Price");
  const compareAt = money("Variant Compare At Price");
  if (typeof price === "number" && typeof compareAt === "number" && compareAt <= price)
    fail(
      "Variant Compare At Price",
      "Variant Compare At Price must be above Variant Price: it is the regular price the Variant Price reduces.",
    );
  if (price === undefined && typeof compareAt === "number")
    fail("Variant Compare At Price", "Variant Compare At Price needs a Variant Price on the same row.");
  const stock = whole("Variant Inventory Qty", 1_000_000);
  const grams = whole("Variant Grams", 1_000_000);
  const title = record.get("Title");
  const description = record.get("Body (HTML)");
  const sku = record.get("Variant SKU");
  const seoTitle = record.get("SEO Title");
  const seoDescription = record.get("SEO Description");

  if (!exists) {
    if (!title) fail("Title", "A new product needs its title.");
    if (price === undefined) fail("Variant Price", `A new product needs its price (in ${currencyCode}).`);
  }
  if (errors.length > 0 || !handle.success) return { kind: "invalid", errors };
  const amounts = (p: number, c: number | undefined) => ({ price: c ?? p, salePrice: c === undefined ? null : p });

  if (!exists) {
    const major = (minor: number) => toMajorUnits(minor, currencyCode);
    const parsed = createProductInput.safeParse({
      title,
      slug: handle.data,
      description: description ?? "",
      status: status ?? "active",
      options: [],
      variants: [
        {
          sku: sku ?? "",
          options: {},
          prices: [
            {
              marketId: primaryMarketId,
              amount: major(price as number),
              compareAt: typeof compareAt === "number" ? major(compareAt) : null,
            },
          ],
          stock: stock ?? 0,
          weightGrams: grams ?? null,
        },
      ],
      seo: { title: seoTitle || null, description: seoDescription || null },
    });
    if (!parsed.success) return { kind: "invalid", errors: zodErrors(line, parsed.error) };
    return { kind: "create", input: parsed.data };
  }

  const patch: Record<string, unknown> = {};
  if (title) patch.title = title;
  if (description) patch.description = description;
  if (status) patch.status = status;
  if (sku) patch.sku = sku;
  if (typeof price === "number") Object.assign(patch, amounts(price, typeof compareAt === "number" ? compareAt : undefined));
  if (stock !== undefined) patch.stock = stock;
  if (grams !== undefined) patch.weightGrams = grams;
  const seo: Record<string, string> = {};
  if (seoTitle) seo.title = seoTitle;
  if (seoDescription) seo.description = seoDescription;
  if (Object.keys(seo).length > 0) patch.seo = seo;
  if (Object.keys(patch).length === 0) return { kind: "update", slug: handle.data, patch: null };
  const parsed = operatorProductPatch.safeParse(patch);
  if (!parsed.success) return { kind: "invalid", errors: zodErrors(line, parsed.error) };
  return { kind: "update", slug: handle.data, patch: parsed.data };
}
