import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CsvSyntaxError, parseCsv } from "@/lib/csv/parse-csv";
import { csvCell, csvRow, neutraliseCell, restoreCell } from "@/lib/csv/write-csv";
import { importRecord, indexColumns, productCsvCells, productCsvColumns, readImportRow } from "@/lib/catalog/product-csv";

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
    const cells = productCsvCells(
      {
        slug: "mug",
        title: "Mug",
        description: "<p>Hi</p>",
        status: "draft",
        sku: "M-1",
        price: 1250,
        salePrice: 999,
        stock: 3,
        weightGrams: null,
        imageUrl: null,
        imageAlt: null,
        seoTitle: null,
        seoDescription: null,
      },
      "GBP",
    );
    const row = Object.fromEntries(productCsvColumns.map((c, i) => [c, cells[i]]));
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
