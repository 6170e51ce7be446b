import type { z } from "zod";
import { currencyExponent, toMajorUnits, toMinorUnitsExactly } from "../money";
import { restoreCell } from "../csv/write-csv";
import { saleAsCompareAt } from "../pricing/sale-as-compare-at";
import { variantOptionsKey as optionsKey } from "../pricing/variant-names";
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

const optionColumns = [
  ["Option1 Name", "Option1 Value"],
  ["Option2 Name", "Option2 Value"],
  ["Option3 Name", "Option3 Value"],
] as const;

/** The columns an import cannot do without. */
export const requiredImportColumns: readonly ProductCsvColumn[] = ["Handle", "Title"];

/** Minor units as the CSV writes a price: major units with the currency's decimals (12.50, 1200 for yen). */
export function csvAmount(minor: number, currencyCode: string): string {
  return toMajorUnits(minor, currencyCode).toFixed(currencyExponent(currencyCode));
}

/** A variant as an export row writes it (minor units of the primary market's currency). */
export type CsvVariant = {
  sku: string;
  options: Record<string, string>;
  price: number;
  salePrice: number | null;
  stock: number;
  weightGrams: number | null;
};

/** What a product's export rows are made from: the product, its options, its variants (lead first) and its images in order. */
export type CsvProduct = {
  slug: string;
  title: string;
  description: string;
  status: string;
  options: { name: string; values: string[] }[];
  variants: CsvVariant[];
  images: { url: string; alt: string }[];
  seoTitle: string | null;
  seoDescription: string | null;
};

/**
 * A product as Shopify writes it: the first row with the product's cells, its option names and the lead variant, then
 * a row per further variant with only the Handle, the option values and the variant's cells. A product without options
 * is Option1 Name "Title", Option1 Value "Default Title". Variant Price is what a buyer pays (the sale price while on
 * sale) and Variant Compare At Price the regular price it reduces; prices in the primary market's major units. Image N
 * (Image Src, Image Position N, Image Alt Text) goes on the product's Nth row; images beyond its variants' rows get rows
 * of their own with only the Handle and the Image cells.
 */
export function productCsvRows(product: CsvProduct, currencyCode: string): string[][] {
  const blank = Object.fromEntries(productCsvColumns.map((c) => [c, ""])) as Record<ProductCsvColumn, string>;
  const imageCells = (i: number) => {
    const image = product.images[i];
    return image ? { "Image Src": image.url, "Image Position": String(i + 1), "Image Alt Text": image.alt } : {};
  };
  const imageRows = product.images
    .slice(product.variants.length)
    .map((_, k) => ({ ...blank, Handle: product.slug, ...imageCells(product.variants.length + k) }))
    .map((cells) => productCsvColumns.map((c) => cells[c]));
  const variantRows = product.variants.map((variant, i) => {
    const { pays, compareAt } = saleAsCompareAt(variant);
    const cells: Record<ProductCsvColumn, string> = {
      ...blank,
      Handle: product.slug,
      "Variant SKU": variant.sku,
      "Variant Price": csvAmount(pays, currencyCode),
      "Variant Compare At Price": compareAt === null ? "" : csvAmount(compareAt, currencyCode),
      "Variant Inventory Qty": String(variant.stock),
      "Variant Grams": variant.weightGrams === null ? "" : String(variant.weightGrams),
    };
    optionColumns.forEach(([nameColumn, valueColumn], k) => {
      const option = product.options[k];
      if (option && i === 0) cells[nameColumn] = option.name;
      if (option) cells[valueColumn] = variant.options[option.name] ?? "";
    });
    if (product.options.length === 0) Object.assign(cells, { "Option1 Name": "Title", "Option1 Value": "Default Title" });
    Object.assign(cells, imageCells(i));
    if (i > 0) return productCsvColumns.map((c) => cells[c]);
    Object.assign(cells, {
      Title: product.title,
      "Body (HTML)": product.description,
      Published: product.status === "active" ? "true" : "false",
      "SEO Title": product.seoTitle ?? "",
      "SEO Description": product.seoDescription ?? "",
      Status: product.status,
    });
    return productCsvColumns.map((c) => cells[c]);
  });
  return [...variantRows, ...imageRows];
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

/** A media id in an Image Src this app serves: `…/media/{id}` or `…/media/{id}/{width}.{format}`. */
const mediaSrc = /^(?:https?:\/\/[^/]+)?\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/[^/?#]*)?(?:[?#].*)?$/i;

/**
 * The media ids a handle's rows name in Image Src (images of a media library, as the export writes them), ordered by
 * Image Position (then row order), each once; `undefined` when no row names one (other addresses, such as a Shopify
 * store's, are not fetched: the product's images stay as they are).
 */
export function importImages(records: readonly ImportRecord[]): string[] | undefined {
  const found: { id: string; position: number; row: number }[] = [];
  records.forEach((record, row) => {
    const match = mediaSrc.exec(record.get("Image Src") ?? "");
    if (!match) return;
    const position = Number(record.get("Image Position") ?? "");
    found.push({ id: match[1]!.toLowerCase(), position: Number.isInteger(position) && position > 0 ? position : Infinity, row });
  });
  if (found.length === 0) return undefined;
  const ids = found.sort((a, b) => a.position - b.position || a.row - b.row).map((x) => x.id);
  return [...new Set(ids)];
}

/**
 * A handle's images as its rows name them, ordered by Image Position (then row order), each address once: an image of
 * a media library (`media`, its id), an address to fetch (`fetch`, http or https), or a cell that is neither
 * (`invalid`). The line and Image Alt Text are those of the row that names the image first.
 */
export type ImportImageEntry = { line: number; alt: string } & (
  { kind: "media"; id: string } | { kind: "fetch"; url: string } | { kind: "invalid"; src: string }
);

export function importImageEntries(records: readonly ImportRecord[]): ImportImageEntry[] {
  const found: { entry: ImportImageEntry; position: number; row: number; key: string }[] = [];
  records.forEach((record, row) => {
    const src = record.get("Image Src") ?? "";
    if (src === "") return;
    const cell = Number(record.get("Image Position") ?? "");
    const position = Number.isInteger(cell) && cell > 0 ? cell : Infinity;
    const base = { line: record.line, alt: record.get("Image Alt Text") ?? "" };
    const media = mediaSrc.exec(src);
    if (media) {
      const id = media[1]!.toLowerCase();
      return void found.push({ entry: { ...base, kind: "media", id }, position, row, key: id });
    }
    let url: URL | undefined;
    try {
      url = new URL(src);
    } catch {
      url = undefined;
    }
    if (url && (url.protocol === "http:" || url.protocol === "https:"))
      return void found.push({ entry: { ...base, kind: "fetch", url: url.href }, position, row, key: url.href });
    found.push({ entry: { ...base, kind: "invalid", src }, position, row, key: src });
  });
  const seen = new Set<string>();
  const entries: ImportImageEntry[] = [];
  for (const { entry, key } of found.sort((a, b) => a.position - b.position || a.row - b.row)) {
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(entry);
  }
  return entries;
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
    [/^images|\.image$/, "Image Src"],
    [/options|variants/, "Option1 Value"],
  ];
  return rules.find(([re]) => re.test(path))?.[1] ?? "Handle";
}

/** A refused field of POST's or PATCH's input as the cell it came from: `variants.N.…` is the Nth variant's row. */
function zodErrors(lines: readonly number[], error: z.ZodError): ImportRowError[] {
  return error.issues.map((issue) => {
    const path = issue.path.join(".");
    const variant = /^variants\.(\d+)/.exec(path);
    const line = (variant ? lines[Number(variant[1])] : undefined) ?? lines[0]!;
    return { line, column: columnOfField(path), message: issue.message };
  });
}

type Fail = (line: number, column: ProductCsvColumn, message: string) => void;

/** A row's product cells (the first row of a handle carries them): handle, title, description, status, SEO. */
function productCells(record: ImportRecord, fail: Fail) {
  const { line } = record;
  const cell = (column: ProductCsvColumn) => record.get(column) ?? "";
  const handle = catalogSlug.safeParse(cell("Handle"));
  if (!handle.success) fail(line, "Handle", handle.error.issues[0]?.message ?? "The handle is not valid.");
  let status: CreateProductInput["status"] | undefined;
  const statusCell = cell("Status").toLowerCase();
  if (statusCell !== "") {
    const parsed = productStatus.safeParse(statusCell);
    if (parsed.success) status = parsed.data;
    else fail(line, "Status", `Unknown status "${cell("Status")}": it must be active, draft or archived.`);
  } else {
    const published = cell("Published").toLowerCase();
    if (published === "true") status = "active";
    else if (published === "false") status = "draft";
    else if (published !== "") fail(line, "Published", `Published must be true or false, not "${cell("Published")}".`);
  }
  return {
    handle: handle.success ? handle.data : undefined,
    status,
    title: record.get("Title"),
    description: record.get("Body (HTML)"),
    seoTitle: record.get("SEO Title"),
    seoDescription: record.get("SEO Description"),
  };
}

/** A row's variant cells, amounts in minor units (`null`: refused; `undefined`: empty). */
function variantCells(record: ImportRecord, currencyCode: string, fail: Fail) {
  const { line } = record;
  const cell = (column: ProductCsvColumn) => record.get(column) ?? "";
  const money = (column: ProductCsvColumn): number | null | undefined => {
    const text = cell(column);
    if (text === "") return undefined;
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) {
      fail(line, column, `${column} must be a number in ${currencyCode} (such as 12.50), not "${text}".`);
      return null;
    }
    const major = Number(text);
    if (major < 0) {
      fail(line, column, `${column} must not be negative.`);
      return null;
    }
    if (major > 1_000_000) {
      fail(line, column, `${column} must not be greater than 1000000.`);
      return null;
    }
    const minor = toMinorUnitsExactly(major, currencyCode);
    if (minor === null) {
      fail(line, column, `${column} has more decimal places than ${currencyCode} has.`);
      return null;
    }
    return minor;
  };
  const whole = (column: ProductCsvColumn, max: number): number | undefined => {
    const text = cell(column);
    if (text === "") return undefined;
    if (!/^[+-]?\d+$/.test(text)) {
      fail(line, column, `${column} must be a whole number, not "${text}".`);
      return undefined;
    }
    const n = Number(text);
    if (n < 0) fail(line, column, `${column} must not be negative.`);
    else if (n > max) fail(line, column, `${column} must not be greater than ${max}.`);
    else return n;
    return undefined;
  };
  const price = money("Variant Price");
  const compareAt = money("Variant Compare At Price");
  if (typeof price === "number" && typeof compareAt === "number" && compareAt <= price)
    fail(
      line,
      "Variant Compare At Price",
      "Variant Compare At Price must be above Variant Price: it is the regular price the Variant Price reduces.",
    );
  if (price === undefined && typeof compareAt === "number")
    fail(line, "Variant Compare At Price", "Variant Compare At Price needs a Variant Price on the same row.");
  return {
    price,
    compareAt,
    stock: whole("Variant Inventory Qty", 1_000_000),
    grams: whole("Variant Grams", 1_000_000),
    sku: record.get("Variant SKU"),
  };
}

const single =
  "An option value needs its option's name (Option1 Name…) on the handle's first row; a product without options has Option1 Value empty or Default Title.";

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
  images = importImages([record]),
}: {
  record: ImportRecord;
  /** Whether a product of the store has the row's handle. */
  exists: boolean;
  primaryMarketId: string;
  currencyCode: string;
  /** The handle's media ids (importImages of all its rows); absent: the row's own. */
  images?: string[];
}): ImportAction {
  const { line } = record;
  const errors: ImportRowError[] = [];
  const failAt: Fail = (at, column, message) => errors.push({ line: at, column, message });
  const fail = (column: ProductCsvColumn, message: string) => failAt(line, column, message);
  const cell = (column: ProductCsvColumn) => record.get(column) ?? "";

  const { handle, status, title, description, seoTitle, seoDescription } = productCells(record, failAt);
  const option1 = cell("Option1 Value");
  if (option1 !== "" && option1 !== "Default Title") fail("Option1 Value", single);
  if (cell("Option2 Value") !== "") fail("Option2 Value", single);
  if (cell("Option3 Value") !== "") fail("Option3 Value", single);
  const { price, compareAt, stock, grams, sku } = variantCells(record, currencyCode, failAt);

  if (!exists) {
    if (!title) fail("Title", "A new product needs its title.");
    if (price === undefined) fail("Variant Price", `A new product needs its price (in ${currencyCode}).`);
  }
  if (errors.length > 0 || handle === undefined) return { kind: "invalid", errors };
  const amounts = (p: number, c: number | undefined) => ({ price: c ?? p, salePrice: c === undefined ? null : p });

  if (!exists) {
    const major = (minor: number) => toMajorUnits(minor, currencyCode);
    const parsed = createProductInput.safeParse({
      title,
      slug: handle,
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
      ...(images ? { images } : {}),
    });
    if (!parsed.success) return { kind: "invalid", errors: zodErrors([line], parsed.error) };
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
  if (images) patch.images = images;
  if (Object.keys(patch).length === 0) return { kind: "update", slug: handle, patch: null };
  const parsed = operatorProductPatch.safeParse(patch);
  if (!parsed.success) return { kind: "invalid", errors: zodErrors([line], parsed.error) };
  return { kind: "update", slug: handle, patch: parsed.data };
}

/** A stored variant of the product a handle names, so a re-import keeps what its empty cells leave out. */
export type StoredCsvVariant = CsvVariant & {
  /** Fixed prices in the other markets, in major units (the CSV carries only the primary market's). */
  otherPrices: { marketId: string; amount: number; compareAt: number | null }[];
};

/** The options a handle's first row names; Shopify's `Title` / `Default Title` of a one-variant product is none. */
function optionNames(first: ImportRecord, fail: Fail): string[] {
  const names: string[] = [];
  for (const [k, [nameColumn, valueColumn]] of optionColumns.entries()) {
    const name = first.get(nameColumn) ?? "";
    const value = first.get(valueColumn) ?? "";
    if (k === 0 && name === "Title" && (value === "" || value === "Default Title")) continue;
    if (name === "") continue;
    if (names.length < k) fail(first.line, nameColumn, `${nameColumn} is given without Option${k} Name.`);
    names.push(name);
  }
  return names;
}

/**
 * A handle's rows as one product (Shopify writes a product as its first row, with the product's cells and the option
 * names, then a row per further variant, then rows with only Image cells): a product without options is read as one
 * row (`readImportRow`); otherwise every variant row needs a value of each option, and the product is created (POST's
 * input) or its options and variants replaced (PATCH's input). A variant row's empty cells keep the stored variant's
 * values (matched by option values, then SKU), other markets' fixed prices included; a new variant needs its Variant
 * Price. Errors name the row's line and the cell.
 */
export function readImportProduct({
  records,
  exists,
  stored,
  primaryMarketId,
  currencyCode,
  images,
}: {
  /** The handle's rows, in file order. */
  records: readonly ImportRecord[];
  exists: boolean;
  stored: readonly StoredCsvVariant[];
  primaryMarketId: string;
  currencyCode: string;
  /**
   * The product's media ids in order when the caller resolved them (the import fetches other addresses first), null
   * to leave the product's images as they are; absent: the media library addresses the rows name (`importImages`).
   */
  images?: string[] | null;
}): ImportAction {
  const errors: ImportRowError[] = [];
  const fail: Fail = (line, column, message) => errors.push({ line, column, message });
  const first = records[0]!;
  const resolvedImages = images === undefined ? importImages(records) : (images ?? undefined);
  const rows = [first, ...records.slice(1).filter(hasVariantCells)];
  const names = optionNames(first, fail);
  if (names.length === 0 && rows.length === 1 && errors.length === 0)
    return readImportRow({ record: first, exists, primaryMarketId, currencyCode, images: resolvedImages });
  if (names.length === 0)
    fail(first.line, "Option1 Name", "A product with several variant rows needs the option names that tell them apart.");

  const product = productCells(first, fail);
  const values = names.map(() => [] as string[]);
  const major = (minor: number) => toMajorUnits(minor, currencyCode);
  const variants = rows.map((row) => {
    const options: Record<string, string> = {};
    for (const [k, [, valueColumn]] of optionColumns.entries()) {
      const value = row.get(valueColumn) ?? "";
      const name = names[k];
      if (name === undefined) {
        if (value !== "") fail(row.line, valueColumn, `${valueColumn} is given, but the handle's first row names no Option${k + 1} Name.`);
        continue;
      }
      if (value === "") fail(row.line, valueColumn, `Each variant needs its ${name} (${valueColumn}).`);
      options[name] = value;
      if (value !== "" && !values[k]!.includes(value)) values[k]!.push(value);
    }
    const cells = variantCells(row, currencyCode, fail);
    const match =
      stored.find((v) => optionsKey(v.options) === optionsKey(options)) ??
      (cells.sku ? stored.find((v) => v.sku === cells.sku) : undefined);
    let amount: number | undefined;
    let compareAt: number | null = null;
    if (typeof cells.price === "number") {
      amount = cells.price;
      compareAt = typeof cells.compareAt === "number" ? cells.compareAt : null;
    } else if (match) {
      ({ pays: amount, compareAt } = saleAsCompareAt(match));
    } else if (cells.price === undefined) fail(row.line, "Variant Price", `A new variant needs its price (in ${currencyCode}).`);
    return {
      sku: cells.sku || match?.sku || "",
      options,
      prices: [
        { marketId: primaryMarketId, amount: major(amount ?? 0), compareAt: compareAt === null ? null : major(compareAt) },
        ...(match?.otherPrices ?? []),
      ],
      stock: cells.stock ?? match?.stock ?? 0,
      weightGrams: cells.grams ?? match?.weightGrams ?? null,
    };
  });
  if (!exists && !product.title) fail(first.line, "Title", "A new product needs its title.");
  if (errors.length > 0 || product.handle === undefined) return { kind: "invalid", errors };

  const lines = rows.map((r) => r.line);
  const options = names.map((name, k) => ({ name, values: values[k]! }));
  const seo = { title: product.seoTitle || null, description: product.seoDescription || null };
  if (!exists) {
    const parsed = createProductInput.safeParse({
      title: product.title,
      slug: product.handle,
      description: product.description ?? "",
      status: product.status ?? "active",
      options,
      variants,
      seo,
      ...(resolvedImages ? { images: resolvedImages } : {}),
    });
    if (!parsed.success) return { kind: "invalid", errors: zodErrors(lines, parsed.error) };
    return { kind: "create", input: parsed.data };
  }
  const patch: Record<string, unknown> = { options, variants, ...(resolvedImages ? { images: resolvedImages } : {}) };
  if (product.title) patch.title = product.title;
  if (product.description) patch.description = product.description;
  if (product.status) patch.status = product.status;
  if (product.seoTitle || product.seoDescription) patch.seo = Object.fromEntries(Object.entries(seo).filter(([, v]) => v !== null));
  const parsed = operatorProductPatch.safeParse(patch);
  if (!parsed.success) return { kind: "invalid", errors: zodErrors(lines, parsed.error) };
  return { kind: "update", slug: product.handle, patch: parsed.data };
}
