// The Products area's bench rows: a product read with 15 variants beside a one-variant one, a resized image served
// from what was kept, the first resize of a 4000 px JPEG, and a 10,000-row Shopify CSV import. They run in a store
// of their own whose products and images are deleted first, so every run starts from the same state and the large
// store's rows are never disturbed.
import sharp from "sharp";
import type pg from "pg";

export const productsAreaStoreName = "Products Area Benchmark Store";
export const manyVariantsSlug = "bench-fifteen-variants";
export const oneVariantSlug = "bench-one-variant";

type Call = (method: string, pathname: string, token: string, body?: unknown) => Promise<{ status: number; json: unknown }>;

/** Starts the store over: its products (variants, prices) and its media library go. */
export async function clearProductsAreaStore(db: pg.Client, tenantId: string): Promise<void> {
  await db.query("delete from product_imports where tenant_id = $1", [tenantId]);
  await db.query("delete from products where tenant_id = $1", [tenantId]);
  await db.query("delete from images where tenant_id = $1", [tenantId]);
}

/** The primary market's id (what a product's prices name). */
export async function primaryMarketId(db: pg.Client, tenantId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>("select id::text from markets where tenant_id = $1 and is_primary", [tenantId]);
  if (!rows[0]) throw new Error("the products area store has no primary market");
  return rows[0].id;
}

/** Two active products made through POST /operator/products: 15 variants (Roast × Grind × Size: 5 × 3 × 1) and one. */
export async function makeVariantProducts(call: Call, operatorToken: string, marketId: string): Promise<void> {
  const roasts = ["Light", "Medium", "Medium-dark", "Dark", "French"];
  const grinds = ["Whole bean", "Filter", "Espresso"];
  const variants = roasts.flatMap((roast, r) =>
    grinds.map((grind, g) => ({
      sku: `BENCH-${r}-${g}`,
      options: { Roast: roast, Grind: grind, Size: "1 kg" },
      prices: [{ marketId, amount: 20 + r + g / 2 }],
      stock: 50,
      weightGrams: 1000,
    })),
  );
  const many = await call("POST", "/operator/products", operatorToken, {
    title: "Bench Fifteen Variants",
    slug: manyVariantsSlug,
    status: "active",
    options: [
      { name: "Roast", values: roasts },
      { name: "Grind", values: grinds },
      { name: "Size", values: ["1 kg"] },
    ],
    variants,
  });
  const one = await call("POST", "/operator/products", operatorToken, {
    title: "Bench One Variant",
    slug: oneVariantSlug,
    status: "active",
    variants: [{ sku: "BENCH-ONE", prices: [{ marketId, amount: 20 }], stock: 50, weightGrams: 1000 }],
  });
  if (many.status !== 201 || one.status !== 201)
    throw new Error(`the variant products could not be made: ${many.status} ${JSON.stringify(many.json)} / ${one.status}`);
}

/**
 * A 4000 × 3000 JPEG as a camera might give one: a smooth scene with fine grain (a seeded generator, so the bytes
 * differ per `seed` and the server can keep nothing from an earlier one).
 */
export async function cameraJpeg(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const grain = ((state >>> 0) % 17) - 8;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 60 + (x * 150) / width + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (y * 120) / height + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 140 + ((x + y) * 60) / (width + height) + grain + (seed % 40)));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** POST /operator/media with the JPEG: the new image's id. */
export async function uploadJpeg(base: string, operatorToken: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  form.set("alt", `Bench image ${name}`);
  const res = await fetch(`${base}/api/v1/operator/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${operatorToken}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { id: string } };
  if (res.status !== 201 || !body.data) throw new Error(`uploading ${name} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data.id;
}

/** A Shopify product CSV of `rows` rows: products of four variants (Grind × Size), each on its own rows. */
export function generatedProductCsv(rows: number, currency = "GBP"): string {
  const header =
    "Handle,Title,Body (HTML),Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Variant Inventory Qty,Variant Grams,Status";
  const grinds = ["Whole bean", "Espresso"];
  const sizes = ["250 g", "1 kg"];
  const lines = [header];
  for (let i = 0; lines.length <= rows; i++) {
    for (const [k, [grind, size]] of grinds.flatMap((g) => sizes.map((s) => [g, s] as const)).entries()) {
      if (lines.length > rows) break;
      const price = (8 + (i % 20) + k * 2.5).toFixed(2);
      lines.push(
        k === 0
          ? `imported-${i},Imported Coffee ${i},<p>Generated for the bench (${currency}).</p>,Grind,${grind},Size,${size},IMP-${i}-${k},${price},${i % 50},${size === "1 kg" ? 1000 : 250},active`
          : `imported-${i},,,,${grind},,${size},IMP-${i}-${k},${price},${i % 50},${size === "1 kg" ? 1000 : 250},`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/** POST /operator/products/import with the file: the import's id. */
export async function startImport(base: string, operatorToken: string, csv: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([csv], "products.csv", { type: "text/csv" }));
  const res = await fetch(`${base}/api/v1/operator/products/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${operatorToken}`, accept: "application/json" },
    body: form,
  });
  const body = (await res.json()) as { data?: { id: string } };
  if (res.status !== 202 || !body.data) throw new Error(`the import answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data.id;
}
