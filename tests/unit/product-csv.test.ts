import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CsvSyntaxError, parseCsv } from "@/lib/csv/parse-csv";
import { csvCell, csvRow, neutraliseCell, restoreCell } from "@/lib/csv/write-csv";
import {
  importImageEntries,
  importRecord,
  indexColumns,
  productCsvColumns,
  productCsvRows,
  readImportProduct,
  readImportRow,
  type StoredCsvVariant,
} from "@/lib/catalog/product-csv";

const market = "3f1c2a9e-5b7d-4c8e-9a0b-1d2e3f4a5b6c";

function record(cells: Partial<Record<(typeof productCsvColumns)[number], string>>, line = 2) {
  const entries = Object.entries(cells).map(([k, v]) => [k, v ?? ""] as const);
  return importRecord(
    line,
    entries.map(([, v]) => v),
    indexColumns(entries.map(([k]) => k)),
  );
}

describe("CSV", () => {
  it("parses quoted fields with commas, doubled quotes and line breaks, keeping each record's first line", () => {
    const text = '\ufeffa,b,c\r\n1,"x, ""y""",3\n\n2,"two\nlines",4\r\n5,,';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["1", 'x, "y"', "3"] },
      { line: 4, cells: ["2", "two\nlines", "4"] },
      { line: 6, cells: ["5", "", ""] },
    ]);
  });

  it("refuses an open quote, text after a closing quote and binary data", () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"x"y')).toThrow(/closing quote/);
    expect(() => parseCsv("a\u0000b")).toThrow(/binary/);
  });

  it("writes what it reads back (any text, any cells)", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const clean = rows.map((r) => r.map((c) => c.replace(/\0/g, "")));
        const parsed = parseCsv(clean.map((r) => csvRow(r)).join(""));
        expect(parsed.map((r) => r.cells.map(restoreCell))).toEqual(clean.map((r) => r.map((c) => restoreCell(neutraliseCell(c)))));
      }),
    );
  });

  it("neutralises formula cells with an apostrophe, and an import takes it off", () => {
    for (const bad of ['=HYPERLINK("x")', "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseCell(bad)).toBe(`'${bad}`);
      expect(restoreCell(neutraliseCell(bad))).toBe(bad);
    }
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('=1+1,"')).toBe(`"'=1+1,"""`);
    expect(csvCell(-5)).toBe("-5");
  });
});

describe("product CSV rows", () => {
  it("writes a single-variant product as Shopify does, prices in major units, on sale as price and compare-at", () => {
    const [cells, ...more] = productCsvRows(
      {
        slug: "mug",
        title: "Mug",
        description: "<p>Hi</p>",
        status: "draft",
        options: [],
        variants: [{ sku: "M-1", options: {}, price: 1250, salePrice: 999, stock: 3, weightGrams: null }],
        images: [],
        seoTitle: null,
        seoDescription: null,
      },
      "GBP",
    );
    expect(more).toEqual([]);
    const row = Object.fromEntries(productCsvColumns.map((c, i) => [c, cells![i]]));
    expect(row).toMatchObject({
      Handle: "mug",
      Published: "false",
      "Option1 Name": "Title",
      "Option1 Value": "Default Title",
      "Variant Price": "9.99",
      "Variant Compare At Price": "12.50",
      "Variant Grams": "",
      Status: "draft",
    });
  });

  it("a new handle becomes POST's input; an existing one PATCH's (minor units), empty cells left out", () => {
    const created = readImportRow({
      record: record({ Handle: "mug", Title: "Mug", "Variant Price": "9.99", "Variant Compare At Price": "12.50", Status: "Draft" }),
      exists: false,
      primaryMarketId: market,
      currencyCode: "GBP",
    });
    expect(created).toMatchObject({
      kind: "create",
      input: { title: "Mug", slug: "mug", status: "draft", variants: [{ prices: [{ marketId: market, amount: 9.99, compareAt: 12.5 }] }] },
    });
    const updated = readImportRow({
      record: record({ Handle: "mug", Title: "", "Variant Price": "8", "Variant Inventory Qty": "4" }),
      exists: true,
      primaryMarketId: market,
      currencyCode: "GBP",
    });
    expect(updated).toEqual({ kind: "update", slug: "mug", patch: { price: 800, salePrice: null, stock: 4 } });
  });

  it("refuses bad cells with their line and column", () => {
    const read = (cells: Parameters<typeof record>[0], exists = false) =>
      readImportRow({ record: record(cells, 7), exists, primaryMarketId: market, currencyCode: "GBP" });
    const columns = (a: ReturnType<typeof read>) => (a.kind === "invalid" ? a.errors.map((e) => [e.line, e.column]) : a.kind);
    expect(columns(read({ Handle: "mug", Title: "Mug", "Variant Price": "-1" }))).toEqual([[7, "Variant Price"]]);
    expect(columns(read({ Handle: "mug", Title: "Mug", "Variant Price": "5", Status: "sold" }))).toEqual([[7, "Status"]]);
    expect(columns(read({ Handle: "mug", Title: "Mug", "Variant Price": "5", "Variant Compare At Price": "5" }))).toEqual([
      [7, "Variant Compare At Price"],
    ]);
    expect(columns(read({ Handle: "mug", Title: "", "Variant Price": "5" }))).toEqual([[7, "Title"]]);
    expect(columns(read({ Handle: "mug", Title: "Mug", "Variant Price": "5", "Option1 Value": "Large" }))).toEqual([[7, "Option1 Value"]]);
    expect(columns(read({ Handle: "mug", Title: "Mug", "Variant Price": "5.001" }))).toEqual([[7, "Variant Price"]]);
    expect(columns(read({ Handle: "Not A Slug", Title: "Mug", "Variant Price": "5" }))).toEqual([[7, "Handle"]]);
    expect(columns(read({ Handle: "mug", Title: "", "Variant Compare At Price": "9" }, true))).toEqual([[7, "Variant Compare At Price"]]);
  });
});

describe("product CSV variants", () => {
  const beans = {
    slug: "beans",
    title: "Beans",
    description: "",
    status: "active",
    options: [
      { name: "Grind", values: ["Whole", "Espresso"] },
      { name: "Size", values: ["250g", "1kg"] },
    ],
    variants: [
      { sku: "B-W-250", options: { Grind: "Whole", Size: "250g" }, price: 900, salePrice: null, stock: 5, weightGrams: 250 },
      { sku: "B-E-1K", options: { Grind: "Espresso", Size: "1kg" }, price: 3000, salePrice: 2500, stock: 0, weightGrams: 1000 },
    ],
    images: [{ url: "https://shop.example/beans.jpg", alt: "A bag" }],
    seoTitle: null,
    seoDescription: null,
  };
  const asRecords = (rows: string[][]) => rows.map((cells, i) => importRecord(i + 2, cells, indexColumns(productCsvColumns)));

  it("writes a row per variant as Shopify does: option names and product cells on the first, values on each", () => {
    const rows = productCsvRows(beans, "GBP").map((cells) => Object.fromEntries(productCsvColumns.map((c, i) => [c, cells[i]])));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      Handle: "beans",
      Title: "Beans",
      "Option1 Name": "Grind",
      "Option1 Value": "Whole",
      "Option2 Name": "Size",
      "Option2 Value": "250g",
      "Variant Price": "9.00",
      "Image Src": "https://shop.example/beans.jpg",
    });
    expect(rows[1]).toMatchObject({
      Handle: "beans",
      Title: "",
      "Option1 Name": "",
      "Option1 Value": "Espresso",
      "Option2 Value": "1kg",
      "Variant Price": "25.00",
      "Variant Compare At Price": "30.00",
      "Image Src": "",
      Status: "",
    });
  });

  it("reads its own export back as the same product (create), and keeps stored values an edited file leaves empty (update)", () => {
    const records = asRecords(productCsvRows(beans, "GBP"));
    const created = readImportProduct({ records, exists: false, stored: [], primaryMarketId: market, currencyCode: "GBP" });
    expect(created).toMatchObject({
      kind: "create",
      input: {
        slug: "beans",
        options: beans.options,
        variants: [
          { sku: "B-W-250", options: { Grind: "Whole", Size: "250g" }, prices: [{ amount: 9, compareAt: null }], stock: 5 },
          { sku: "B-E-1K", options: { Grind: "Espresso", Size: "1kg" }, prices: [{ amount: 25, compareAt: 30 }], stock: 0 },
        ],
      },
    });
    const stored: StoredCsvVariant[] = [
      {
        ...beans.variants[1]!,
        otherPrices: [{ marketId: "9a1c2a9e-5b7d-4c8e-9a0b-1d2e3f4a5b6c", amount: 35, compareAt: null }],
      },
    ];
    const edited = asRecords([
      productCsvRows(beans, "GBP")[0]!,
      productCsvRows(beans, "GBP")[1]!.map((cell, i) =>
        ["Variant Price", "Variant Compare At Price", "Variant Inventory Qty", "Variant SKU"].includes(productCsvColumns[i]!) ? "" : cell,
      ),
    ]);
    const updated = readImportProduct({ records: edited, exists: true, stored, primaryMarketId: market, currencyCode: "GBP" });
    expect(updated.kind).toBe("update");
    if (updated.kind !== "update") return;
    expect(updated.patch?.variants?.[1]).toEqual({
      sku: "B-E-1K",
      options: { Grind: "Espresso", Size: "1kg" },
      prices: [
        { marketId: market, amount: 25, compareAt: 30 },
        { marketId: "9a1c2a9e-5b7d-4c8e-9a0b-1d2e3f4a5b6c", amount: 35, compareAt: null },
      ],
      stock: 0,
      weightGrams: 1000,
    });
  });

  it("refuses a variant row without an option's value, a value of an unnamed option, a new variant without a price", () => {
    const rows = productCsvRows(beans, "GBP");
    const at = (column: (typeof productCsvColumns)[number]) => productCsvColumns.indexOf(column);
    const broken = rows.map((cells) => [...cells]);
    broken[1]![at("Option2 Value")] = "";
    broken[1]![at("Option3 Value")] = "Dark";
    broken[1]![at("Variant Price")] = "";
    broken[1]![at("Variant Compare At Price")] = "";
    const read = readImportProduct({ records: asRecords(broken), exists: false, stored: [], primaryMarketId: market, currencyCode: "GBP" });
    expect(read.kind === "invalid" ? read.errors.map((e) => [e.line, e.column]) : read.kind).toEqual([
      [3, "Option2 Value"],
      [3, "Option3 Value"],
      [3, "Variant Price"],
    ]);
    const unnamed = rows.map((cells) => [...cells]);
    unnamed[0]![at("Option1 Name")] = "";
    unnamed[0]![at("Option2 Name")] = "";
    const several = readImportProduct({
      records: asRecords(unnamed),
      exists: false,
      stored: [],
      primaryMarketId: market,
      currencyCode: "GBP",
    });
    expect(several.kind === "invalid" ? several.errors.map((e) => e.column) : several.kind).toContain("Option1 Name");
  });

  it("writes every image with its position and alt text (rows of their own past the variants) and reads a media library's back in order", () => {
    const a = "0b6f7a40-1111-4c8e-9a0b-1d2e3f4a5b6c";
    const b = "0b6f7a40-2222-4c8e-9a0b-1d2e3f4a5b6c";
    const c = "0b6f7a40-3333-4c8e-9a0b-1d2e3f4a5b6c";
    const pictured = {
      ...beans,
      images: [
        { url: `https://shop.example/media/${a}/1920.jpg`, alt: "The bag" },
        { url: `https://shop.example/media/${b}/1920.jpg`, alt: "The beans" },
        { url: `https://shop.example/media/${c}/1920.jpg`, alt: "A cup" },
      ],
    };
    const rows = productCsvRows(pictured, "GBP").map((cells) => Object.fromEntries(productCsvColumns.map((col, i) => [col, cells[i]])));
    expect(rows.map((r) => [r.Handle, r["Variant SKU"], r["Image Position"], r["Image Alt Text"]])).toEqual([
      ["beans", "B-W-250", "1", "The bag"],
      ["beans", "B-E-1K", "2", "The beans"],
      ["beans", "", "3", "A cup"],
    ]);
    expect(rows[2]).toMatchObject({ Title: "", "Option1 Value": "", "Variant Price": "", Status: "" });
    // Read back: the image-only row is no variant; positions order the images whatever the rows' order.
    const shuffled = productCsvRows(pictured, "GBP");
    const at = productCsvColumns.indexOf("Image Src");
    [shuffled[0]![at], shuffled[2]![at]] = [shuffled[2]![at]!, shuffled[0]![at]!];
    const positions = productCsvColumns.indexOf("Image Position");
    [shuffled[0]![positions], shuffled[2]![positions]] = [shuffled[2]![positions]!, shuffled[0]![positions]!];
    const read = readImportProduct({
      records: asRecords(shuffled),
      exists: false,
      stored: [],
      primaryMarketId: market,
      currencyCode: "GBP",
    });
    expect(read.kind === "create" ? [read.input.variants.length, read.input.images] : read).toEqual([2, [a, b, c]]);
    // Another shop's addresses are not the reading's: without the job's fetched ids the images are left as they are.
    const foreign = readImportProduct({
      records: asRecords(productCsvRows(beans, "GBP")),
      exists: true,
      stored: [],
      primaryMarketId: market,
      currencyCode: "GBP",
    });
    expect(foreign.kind === "update" ? foreign.patch?.images : foreign).toBeUndefined();
  });

  it("lists a handle's Image Src cells for the import job: by Image Position, each address once, media ids, addresses to fetch and refusals", () => {
    const id = "0b8f3c1e-2d4a-4b6c-8d9e-0f1a2b3c4d5e";
    const entries = importImageEntries([
      record({ Handle: "h", "Image Src": "https://cdn.example.test/b.png?v=2", "Image Position": "2", "Image Alt Text": "B" }, 2),
      record({ Handle: "h", "Image Src": `https://shop.example/media/${id}/1920.jpg`, "Image Position": "1" }, 3),
      record({ Handle: "h", "Image Src": "ftp://files.example.test/c.png", "Image Position": "3" }, 4),
      record({ Handle: "h", "Image Src": "https://cdn.example.test/b.png?v=2", "Image Position": "4" }, 5),
      record({ Handle: "h", "Image Src": "" }, 6),
      record({ Handle: "h", "Image Src": "https://cdn.example.test/d.png" }, 7),
    ]);
    expect(entries).toEqual([
      { line: 3, alt: "", kind: "media", id },
      { line: 2, alt: "B", kind: "fetch", url: "https://cdn.example.test/b.png?v=2" },
      { line: 4, alt: "", kind: "invalid", src: "ftp://files.example.test/c.png" },
      { line: 7, alt: "", kind: "fetch", url: "https://cdn.example.test/d.png" },
    ]);
  });
});
