import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv/parse-csv";
import { csvRow } from "@/lib/csv/write-csv";
import { fixtures } from "../../support/fixtures";
import { api, type ApiResponse } from "../../support/http";
import { startImageServer, type ImageServer } from "../../support/image-server";
import { operatorToken } from "../../support/operator-tokens";
import { newStaff, newStore, type NewStore } from "../settings/support";

const columns = [
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
];

type Row = Record<string, string>;

async function addProduct(
  store: NewStore,
  input: {
    title: string;
    description?: string;
    status: string;
    amount: number;
    compareAt?: number;
    stock: number;
    weightGrams?: number;
    sku: string;
  },
) {
  const res = await api("POST", "/operator/products", {
    token: store.op,
    body: {
      title: input.title,
      description: input.description ?? "",
      status: input.status,
      variants: [
        {
          sku: input.sku,
          prices: [{ marketId: store.marketId, amount: input.amount, compareAt: input.compareAt ?? null }],
          stock: input.stock,
          weightGrams: input.weightGrams ?? null,
        },
      ],
      seo: { title: "SEO " + input.sku },
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { slug: string; id: string };
}

async function exportCsv(token: string) {
  const res = await fetch(`${fixtures().baseUrl}/api/v1/operator/products/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const [header, ...rest] = parseCsv(text);
  const rows: Row[] = rest.map((r) => Object.fromEntries(header!.cells.map((c, i) => [c, r.cells[i] ?? ""])));
  return { res, text, header: header?.cells ?? [], rows };
}

async function importCsv(token: string, file: { text?: string; bytes?: Uint8Array; name?: string }): Promise<ApiResponse> {
  const form = new FormData();
  const content = file.bytes ?? new TextEncoder().encode(file.text ?? "");
  form.set("file", new File([new Uint8Array(content)], file.name ?? "products.csv", { type: "text/csv" }));
  const res = await fetch(`${fixtures().baseUrl}/api/v1/operator/products/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    body: form,
  });
  const text = await res.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  if (res.status >= 400) expect((body as { code?: unknown }).code, text).toMatch(/^[a-z][a-z0-9_]*$/);
  return { status: res.status, headers: res.headers, body, text };
}

type ImportStatus = {
  status: string;
  rowsDone: number;
  rowsTotal: number;
  created: number;
  updated: number;
  errors: { line: number; column: string; message: string }[];
};

/** Polls GET /operator/imports/{id} until the import is done or failed, within a deadline. */
async function finished(token: string, id: string): Promise<ImportStatus> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await api("GET", `/operator/imports/${id}`, { token });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data as ImportStatus;
    if (data.status === "done" || data.status === "failed") return data;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${data.status} after 60 s: ${JSON.stringify(data)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const csv = (rows: Row[]) => csvRow(columns) + rows.map((r) => csvRow(columns.map((c) => r[c] ?? ""))).join("");

describe("Shopify's product CSV: export and import", { timeout: 180_000 }, () => {
  it("exports a new store's products with Shopify's columns, formulas neutralised; an edited export imports back", async () => {
    const store = await newStore(["--country", "GB"]);
    const mug = await addProduct(store, {
      title: "Enamel Mug",
      description: '<p>Holds 350 ml, "tough", and\nchip-resistant.</p>',
      status: "active",
      amount: 12.5,
      stock: 7,
      weightGrams: 300,
      sku: "MUG-1",
    });
    const formula = await addProduct(store, {
      title: '=HYPERLINK("http://evil.example","x")',
      status: "draft",
      amount: 9.99,
      compareAt: 14,
      stock: 0,
      sku: "-1+2",
    });

    const exported = await exportCsv(store.op);
    expect(exported.res.status).toBe(200);
    expect(exported.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(exported.header).toEqual(columns);
    expect(exported.rows).toHaveLength(2);
    const bySlug = new Map(exported.rows.map((r) => [r.Handle, r]));
    expect(bySlug.get(mug.slug)).toEqual({
      Handle: "enamel-mug",
      Title: "Enamel Mug",
      "Body (HTML)": '<p>Holds 350 ml, "tough", and\nchip-resistant.</p>',
      Vendor: "",
      Type: "",
      Tags: "",
      Published: "true",
      "Option1 Name": "Title",
      "Option1 Value": "Default Title",
      "Option2 Name": "",
      "Option2 Value": "",
      "Option3 Name": "",
      "Option3 Value": "",
      "Variant SKU": "MUG-1",
      "Variant Price": "12.50",
      "Variant Compare At Price": "",
      "Variant Inventory Qty": "7",
      "Variant Grams": "300",
      "Image Src": "",
      "Image Position": "",
      "Image Alt Text": "",
      "SEO Title": "SEO MUG-1",
      "SEO Description": "",
      Status: "active",
    });
    // A cell a spreadsheet would run as a formula starts with an apostrophe; on sale: price paid and compare-at.
    expect(bySlug.get(formula.slug)).toMatchObject({
      Title: `'=HYPERLINK("http://evil.example","x")`,
      "Variant SKU": "'-1+2",
      "Variant Price": "9.99",
      "Variant Compare At Price": "14.00",
      Published: "false",
      Status: "draft",
    });
    expect(exported.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);

    // Staff may read the export; another store's export has none of these products.
    const staff = await newStaff(store, "staff");
    expect((await exportCsv(staff.token)).rows.map((r) => r.Handle).sort()).toEqual([formula.slug, mug.slug].sort());
    const other = await newStore(["--country", "GB"]);
    expect((await exportCsv(other.op)).rows).toEqual([]);

    // Round trip: the mug's price edited in the file, the file imported back.
    const edited = exported.rows.map((r) => (r.Handle === mug.slug ? { ...r, "Variant Price": "15.00", "Variant Inventory Qty": "9" } : r));
    const started = await importCsv(store.op, { text: csv(edited) });
    expect(started.status, started.text).toBe(202);
    expect(started.body).toEqual({ data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    const result = await finished(store.op, (started.body as { data: { id: string } }).data.id);
    expect(result).toMatchObject({ status: "done", rowsDone: 2, rowsTotal: 2, created: 0, updated: 2, errors: [] });
    const after = await api("GET", `/operator/products/${mug.slug}`, { token: store.op });
    expect(after.body.data).toMatchObject({ price: 1500, salePrice: null, stock: 9, title: "Enamel Mug", weightGrams: 300 });
    const untouched = await api("GET", `/operator/products/${formula.slug}`, { token: store.op });
    expect(untouched.body.data).toMatchObject({
      title: '=HYPERLINK("http://evil.example","x")',
      sku: "-1+2",
      price: 1400,
      salePrice: 999,
      status: "draft",
    });
    // Nothing else appeared: importing the export again created nothing.
    expect((await exportCsv(store.op)).rows).toHaveLength(2);
  });

  it("the demo store's export holds its products, drafts and archived too, and none of its subscription packages", async () => {
    const token = await operatorToken(fixtures().demo.tenantId);
    const listed = await api("GET", "/operator/products?perPage=100", { token });
    expect(listed.status).toBe(200);
    const all = listed.body.data as { slug: string; kind: string }[];
    expect(all.some((p) => p.kind === "subscription_package")).toBe(true);
    const exported = await exportCsv(token);
    expect([...new Set(exported.rows.map((r) => r.Handle))].sort()).toEqual(
      all
        .filter((p) => p.kind === "product")
        .map((p) => p.slug)
        .sort(),
    );
    // A product without options is one row, as Shopify writes one; a product with options a row per variant.
    const firstRows = exported.rows.filter((r) => r.Title !== "");
    expect(firstRows.map((r) => r.Handle)).toEqual([...new Set(exported.rows.map((r) => r.Handle))]);
    const withOptions = firstRows.find((r) => r["Option1 Name"] !== "Title");
    expect(withOptions, "the demo store has a product with options").toBeDefined();
    const detail = await api("GET", `/products/${withOptions!.Handle}`, { token: fixtures().demo.apiToken });
    const variantCount = (detail.body.data as { variants: unknown[] }).variants.length;
    expect(variantCount).toBeGreaterThan(1);
    expect(exported.rows.filter((r) => r.Handle === withOptions!.Handle)).toHaveLength(variantCount);
    for (const r of firstRows.filter((row) => row["Option1 Name"] === "Title")) expect(r["Option1 Value"]).toBe("Default Title");
    const withImage = exported.rows.find((r) => r["Image Src"] !== "");
    expect(withImage?.["Image Src"]).toMatch(/^https?:\/\//);
    expect(withImage?.["Image Position"]).toBe("1");
  });

  it("reports each bad row with its line and column, skips it and imports the rest", async () => {
    const store = await newStore(["--country", "GB"]);
    const existing = await addProduct(store, { title: "Pour-over Kettle", status: "active", amount: 40, stock: 2, sku: "KET-1" });
    const file = csv([
      { Handle: "good-one", Title: "Good One", "Variant Price": "5.00", "Variant Inventory Qty": "3", Status: "active" }, // line 2
      { Handle: "negative", Title: "Negative", "Variant Price": "-1" }, // line 3
      { Handle: "not-above", Title: "Not Above", "Variant Price": "5", "Variant Compare At Price": "4" }, // line 4
      { Handle: "no-title", "Variant Price": "5" }, // line 5
      { Handle: "odd-status", Title: "Odd", "Variant Price": "5", Status: "sold-out" }, // line 6
      { Handle: "sizes", Title: "Sizes", "Option1 Name": "Size", "Option1 Value": "Small", "Variant Price": "5" }, // line 7
      { Handle: "sizes", "Option1 Value": "Large", "Variant Price": "6" }, // line 8
      { Handle: existing.slug, "Variant Price": "35", "Variant Compare At Price": "40" }, // line 9
      { Handle: "good-two", Title: "Good Two", "Body (HTML)": "<p>multi\nline</p>", "Variant Price": "7" }, // line 10 (a line break inside)
      { Handle: "after-break", Title: "After", "Variant Price": "1", Status: "draft" }, // line 12
      { Handle: "grinds", Title: "Grinds", "Option1 Name": "Grind", "Option1 Value": "Whole", "Variant Price": "5" }, // line 13
      { Handle: "grinds", "Variant Price": "6" }, // line 14: no Grind
      { Handle: "good-one", Title: "Again", "Variant Price": "9" }, // line 15: good-one's rows were lines 2
    ]);
    const started = await importCsv(store.op, { text: file });
    expect(started.status, started.text).toBe(202);
    const result = await finished(store.op, (started.body as { data: { id: string } }).data.id);
    expect(result).toMatchObject({ status: "done", rowsDone: 13, rowsTotal: 13, created: 4, updated: 1 });
    expect(result.errors.map((e) => [e.line, e.column])).toEqual([
      [3, "Variant Price"],
      [4, "Variant Compare At Price"],
      [5, "Title"],
      [6, "Status"],
      [14, "Option1 Value"],
      [15, "Handle"],
    ]);
    expect(result.errors.every((e) => e.message.length > 10)).toBe(true);
    const slugs = [...new Set((await exportCsv(store.op)).rows.map((r) => r.Handle))].sort();
    expect(slugs).toEqual(["after-break", "good-one", "good-two", "sizes", existing.slug].sort());
    const sizes = (await exportCsv(store.op)).rows.filter((r) => r.Handle === "sizes");
    expect(sizes.map((r) => [r.Title, r["Option1 Name"], r["Option1 Value"], r["Variant Price"]])).toEqual([
      ["Sizes", "Size", "Small", "5.00"],
      ["", "", "Large", "6.00"],
    ]);
    const kettle = await api("GET", `/operator/products/${existing.slug}`, { token: store.op });
    expect(kettle.body.data).toMatchObject({ price: 4000, salePrice: 3500, title: "Pour-over Kettle" });
    const good = await api("GET", "/operator/products/good-one", { token: store.op });
    expect(good.body.data).toMatchObject({ title: "Good One", price: 500, stock: 3, status: "active" });
  });

  it("a product with options exports a row per variant and imports back: edited variants change, empty cells keep, nothing is added", async () => {
    const store = await newStore(["--country", "GB"]);
    const variant = (grind: string, size: string, amount: number, stock: number) => ({
      sku: `BEAN-${grind}-${size}`.toUpperCase(),
      options: { Grind: grind, Size: size },
      prices: [{ marketId: store.marketId, amount }],
      stock,
      weightGrams: size === "1kg" ? 1000 : 250,
    });
    const created = await api("POST", "/operator/products", {
      token: store.op,
      body: {
        title: "Estate Beans",
        status: "active",
        options: [
          { name: "Grind", values: ["Whole", "Espresso"] },
          { name: "Size", values: ["250g", "1kg"] },
        ],
        variants: [
          variant("Whole", "250g", 9, 5),
          variant("Whole", "1kg", 30, 2),
          variant("Espresso", "250g", 9.5, 4),
          variant("Espresso", "1kg", 31, 0),
        ],
      },
    });
    expect(created.status, created.text).toBe(201);

    const exported = await exportCsv(store.op);
    expect(exported.rows.map((r) => [r.Title, r["Option1 Name"], r["Option1 Value"], r["Option2 Value"], r["Variant Price"]])).toEqual([
      ["Estate Beans", "Grind", "Whole", "250g", "9.00"],
      ["", "", "Whole", "1kg", "30.00"],
      ["", "", "Espresso", "250g", "9.50"],
      ["", "", "Espresso", "1kg", "31.00"],
    ]);

    // The 1 kg espresso repriced, the whole 250 g's stock cell emptied (kept), the rest as exported.
    const edited = exported.rows.map((r) =>
      r["Option1 Value"] === "Espresso" && r["Option2 Value"] === "1kg"
        ? { ...r, "Variant Price": "28.00", "Variant Compare At Price": "31.00" }
        : r["Option1 Value"] === "Whole" && r["Option2 Value"] === "250g"
          ? { ...r, "Variant Inventory Qty": "" }
          : r,
    );
    const started = await importCsv(store.op, { text: csv(edited) });
    expect(started.status, started.text).toBe(202);
    const result = await finished(store.op, (started.body as { data: { id: string } }).data.id);
    expect(result).toMatchObject({ status: "done", rowsDone: 4, rowsTotal: 4, created: 0, updated: 1, errors: [] });
    const after = await exportCsv(store.op);
    const cells = ["Variant SKU", "Option1 Value", "Option2 Value", "Variant Price", "Variant Compare At Price", "Variant Inventory Qty"];
    expect(after.rows.map((r) => cells.map((c) => r[c]))).toEqual([
      ["BEAN-WHOLE-250G", "Whole", "250g", "9.00", "", "5"],
      ["BEAN-WHOLE-1KG", "Whole", "1kg", "30.00", "", "2"],
      ["BEAN-ESPRESSO-250G", "Espresso", "250g", "9.50", "", "4"],
      ["BEAN-ESPRESSO-1KG", "Espresso", "1kg", "28.00", "31.00", "0"],
    ]);
    const product = await api("GET", "/operator/products/estate-beans", { token: store.op });
    expect(product.body.data).toMatchObject({ title: "Estate Beans", sku: "BEAN-WHOLE-250G", price: 900 });
  });

  it("owners only; another store's import is unknown; a file that is not a product CSV is refused at once", async () => {
    const store = await newStore(["--country", "GB"]);
    const staff = await newStaff(store, "staff");
    const file = csv([{ Handle: "one", Title: "One", "Variant Price": "1" }]);
    const refused = await importCsv(staff.token, { text: file });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "owner_only" });

    const started = await importCsv(store.op, { text: file });
    expect(started.status).toBe(202);
    const id = (started.body as { data: { id: string } }).data.id;
    const other = await newStore(["--country", "GB"]);
    const foreign = await api("GET", `/operator/imports/${id}`, { token: other.op });
    expect(foreign.status).toBe(404);
    expect((await api("GET", "/operator/imports/not-an-id", { token: store.op })).status).toBe(404);
    // Staff may follow an import.
    expect((await finished(staff.token, id)).status).toBe("done");

    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe]);
    const binary = await importCsv(store.op, { bytes: png, name: "products.csv" });
    expect(binary.status).toBe(422);
    expect(binary.body).toMatchObject({ code: "invalid_csv", errors: { file: [expect.stringContaining("not a CSV")] } });
    const unclosed = await importCsv(store.op, { text: 'Handle,Title\n"open,x\n' });
    expect(unclosed.body).toMatchObject({ code: "invalid_csv" });
    const columnsMissing = await importCsv(store.op, { text: "Name,Price\nMug,5\n" });
    expect(columnsMissing.status).toBe(422);
    expect(columnsMissing.body).toMatchObject({ code: "csv_columns_missing" });
  });
});

describe("Shopify's own export format: the fixture, with Image Src fetched", { timeout: 180_000 }, () => {
  let images: ImageServer;
  beforeAll(async () => {
    images = await startImageServer();
  });
  afterAll(async () => {
    await images.close();
  });

  const fixture = () => readFile(path.join(__dirname, "../../fixtures/shopify-products.csv"), "utf8");
  const productPath = "/s/files/1/0000/0001/products/";
  type Operator = {
    title: string;
    status: string;
    description: string;
    options: { name: string; values: string[] }[];
    variants: {
      sku: string;
      options: Record<string, string>;
      stock: number;
      weightGrams: number | null;
      prices: { amount: number; compareAt: number | null }[];
    }[];
    images: { id: string; alt: string }[];
  };
  const read = async (token: string, slug: string) => {
    const res = await api("GET", `/operator/products/${slug}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data as Operator;
  };
  const filenames = async (token: string, ids: string[]) =>
    Promise.all(ids.map(async (id) => ((await api("GET", `/operator/media/${id}`, { token })).body.data as { filename: string }).filename));
  const run = async (token: string, text: string) => {
    const started = await importCsv(token, { text });
    expect(started.status, started.text).toBe(202);
    return finished(token, (started.body as { data: { id: string } }).data.id);
  };

  it("imports the fixture: products, variants, prices, and each Image Src fetched and attached in order with its alt text; a second import changes nothing and fetches nothing", async () => {
    const store = await newStore(["--country", "GB"]);
    const text = images.rewrite(await fixture());
    const first = await run(store.op, text);
    expect(first).toMatchObject({ status: "done", rowsDone: 7, rowsTotal: 7, created: 3, updated: 0, errors: [] });

    const pourOver = await read(store.op, "ceramic-pour-over");
    expect(pourOver).toMatchObject({ title: "Ceramic Pour-Over Dripper", status: "active", options: [] });
    expect(pourOver.description).toContain("Fits most mugs, and brews one cup at a time.");
    expect(pourOver.variants).toMatchObject([{ sku: "POUR-WHT", stock: 12, weightGrams: 450, prices: [{ amount: 50, compareAt: null }] }]);
    expect(pourOver.images.map((i) => i.alt)).toEqual([
      "White ceramic dripper on a glass server",
      "The dripper from the side, showing its ribs",
    ]);
    expect(
      await filenames(
        store.op,
        pourOver.images.map((i) => i.id),
      ),
    ).toEqual(["pour-over.png", "pour-over-side.png"]);

    const apron = await read(store.op, "linen-apron");
    expect(apron).toMatchObject({ title: "Linen Apron", status: "draft", options: [{ name: "Size", values: ["S", "M", "L"] }] });
    // Shopify's compare-at price is the regular price a sale reduces: 32 reduced to 28 for S and M, L at 30.
    expect(apron.variants.map((v) => [v.sku, v.options.Size, v.stock, v.weightGrams, v.prices[0]!.amount, v.prices[0]!.compareAt])).toEqual(
      [
        ["", "S", 4, 300, 28, 32],
        ["", "M", 6, 320, 28, 32],
        ["", "L", 0, 340, 30, null],
      ],
    );
    expect(apron.images.map((i) => i.alt)).toEqual(["A rust linen apron hanging on a hook", "The apron's cross-back strap"]);
    expect(
      await filenames(
        store.op,
        apron.images.map((i) => i.id),
      ),
    ).toEqual(["apron.jpg", "apron-back.png"]);

    // No Image Alt Text: the product's title stands in (an active product's images need alt text).
    const towel = await read(store.op, "tea-towel");
    expect(towel).toMatchObject({ title: "Tea Towel", status: "active", variants: [{ sku: "", prices: [{ amount: 12.5 }] }] });
    expect(towel.images.map((i) => i.alt)).toEqual(["Tea Towel"]);

    // The shopper's page shows the first picture, served from the store's own library.
    const page = await api("GET", "/products/ceramic-pour-over", { token: store.apiToken });
    expect(page.status, page.text).toBe(200);
    expect((page.body.data as { images: { path: string; alt: string }[] }).images).toEqual([
      expect.objectContaining({ path: `/media/${pourOver.images[0]!.id}`, alt: "White ceramic dripper on a glass server" }),
      expect.objectContaining({ path: `/media/${pourOver.images[1]!.id}` }),
    ]);

    const fetched = ["pour-over.png", "pour-over-side.png", "apron.jpg", "apron-back.png", "tea-towel.png"].map(
      (f) => images.requests.get(productPath + f) ?? 0,
    );
    expect(fetched).toEqual([1, 1, 1, 1, 1]);

    const second = await run(store.op, text);
    expect(second).toMatchObject({ status: "done", rowsDone: 7, created: 0, updated: 3, errors: [] });
    expect((await read(store.op, "ceramic-pour-over")).images).toEqual(pourOver.images);
    expect((await read(store.op, "linen-apron")).images).toEqual(apron.images);
    expect((await read(store.op, "tea-towel")).images).toEqual(towel.images);
    expect(
      ["pour-over.png", "pour-over-side.png", "apron.jpg", "apron-back.png", "tea-towel.png"].map(
        (f) => images.requests.get(productPath + f) ?? 0,
      ),
    ).toEqual(fetched);
    const library = await api("GET", "/operator/media?perPage=100", { token: store.op });
    expect((library.body.data as unknown[]).length).toBe(5);
  });

  it("refuses an image at a private address, one over the size limit and one that is not an image, each on its line's Image Src; the product imports with the rest", async () => {
    const store = await newStore(["--country", "GB"]);
    const [header] = (await fixture()).split("\n");
    const columnsOf = header!.split(",");
    const row = (cells: Record<string, string>) => csvRow(columnsOf.map((c) => cells[c] ?? ""));
    const port = new URL(images.origin).port;
    const text =
      csvRow(columnsOf) +
      row({
        Handle: "refusals",
        Title: "Refusals",
        Published: "true",
        "Option1 Name": "Title",
        "Option1 Value": "Default Title",
        "Variant Price": "10",
        "Image Src": "http://169.254.169.254/latest/meta-data/picture.png", // line 2: link-local (cloud metadata)
        "Image Position": "1",
      }) +
      // line 3: loopback, but not the one address the test server allows (127.0.0.1)
      row({ Handle: "refusals", "Image Src": `http://127.0.0.2:${port}${productPath}apron.jpg`, "Image Position": "2" }) +
      row({ Handle: "refusals", "Image Src": `${images.origin}/big.png`, "Image Position": "3" }) + // line 4
      row({ Handle: "refusals", "Image Src": `${images.origin}/not-an-image.png`, "Image Position": "4" }) + // line 5
      row({ Handle: "refusals", "Image Src": "ftp://files.example.test/picture.png", "Image Position": "5" }) + // line 6
      row({
        Handle: "refusals",
        "Image Src": `${images.origin}${productPath}tea-towel.png`,
        "Image Position": "6",
        "Image Alt Text": "The one that works",
      }); // line 7
    const result = await run(store.op, text);
    expect(result).toMatchObject({ status: "done", rowsDone: 6, created: 1 });
    expect(result.errors.map((e) => [e.line, e.column])).toEqual([
      [2, "Image Src"],
      [3, "Image Src"],
      [4, "Image Src"],
      [5, "Image Src"],
      [6, "Image Src"],
    ]);
    expect(result.errors[0]!.message).toMatch(/169\.254\.169\.254 is a private, loopback or link-local address/);
    expect(result.errors[1]!.message).toMatch(/127\.0\.0\.2 is a private, loopback or link-local address/);
    expect(result.errors[2]!.message).toBe("The image is larger than 10 MiB, the most an image may be.");
    expect(result.errors[3]!.message).toMatch(/must be a JPEG, PNG, WebP or AVIF image/);
    expect(result.errors[4]!.message).toMatch(/must be an http or https address/);
    expect(images.requests.get("/big.png")).toBe(1);
    const product = await read(store.op, "refusals");
    expect(product.images.map((i) => i.alt)).toEqual(["The one that works"]);
    const library = await api("GET", "/operator/media?perPage=100", { token: store.op });
    expect((library.body.data as unknown[]).length).toBe(1);
  });
});
