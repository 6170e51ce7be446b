// Search at scale: loads 100,000 generated products into a tenant, refreshes its vocabulary and times the search
// operation in process (p50/p95 over typical queries: typos, common words, prefixes, nonsense).
//   DATABASE_URL=postgres://… npx tsx scripts/bench/search-100k.ts [--tenant-slug demo] [--products 100000] [--runs 30]
// It seeds the demo store first when the tenant is missing. Do not run it against a database you care about.
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { seedStore } from "../../db/seed/seed-store";
import { refreshSearchTerms } from "../../lib/search/refresh-search-terms";
import { search } from "../../lib/search/search";
import { primaryMarket } from "../../lib/pricing/resolve-market";

const args = process.argv.slice(2);
const opt = (flag: string, fallback: string) => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const slug = opt("--tenant-slug", "demo");
const wanted = Number(opt("--products", "100000"));
const runs = Number(opt("--runs", "30"));

const origins = [
  "Ethiopia",
  "Kenya",
  "Colombia",
  "Brazil",
  "Guatemala",
  "Honduras",
  "Peru",
  "Rwanda",
  "Burundi",
  "Sumatra",
  "Java",
  "Yemen",
  "Panama",
  "Costa Rica",
  "Nicaragua",
  "Mexico",
  "Bolivia",
  "Ecuador",
  "Uganda",
  "Tanzania",
  "Malawi",
  "Zambia",
  "India",
  "Nepal",
  "China",
  "Japan",
  "Taiwan",
  "Sri Lanka",
  "Assam",
  "Darjeeling",
  "Nilgiri",
  "Yunnan",
  "Fujian",
  "Anhui",
  "Hunan",
  "Vietnam",
  "Laos",
  "Thailand",
  "Myanmar",
  "Papua",
];
const adjectives = [
  "Washed",
  "Natural",
  "Honey",
  "Anaerobic",
  "Organic",
  "Smoky",
  "Bright",
  "Floral",
  "Fruity",
  "Nutty",
  "Chocolatey",
  "Caramel",
  "Velvet",
  "Bold",
  "Mellow",
  "Classic",
  "Reserve",
  "Estate",
  "Single",
  "Wild",
  "Golden",
  "Silver",
  "Royal",
  "Morning",
  "Evening",
  "Midnight",
  "Sunrise",
  "Harvest",
  "Winter",
  "Summer",
  "Spring",
  "Autumn",
  "Highland",
  "Lowland",
  "Valley",
  "River",
  "Mountain",
  "Forest",
  "Garden",
  "Orchard",
  "Spiced",
  "Sweet",
  "Roasted",
  "Toasted",
  "Aged",
  "Fresh",
  "Rare",
  "Limited",
  "House",
  "Signature",
];
const nouns = [
  "Coffee",
  "Espresso",
  "Blend",
  "Roast",
  "Decaf",
  "Cold Brew",
  "Filter",
  "Tea",
  "Green Tea",
  "Black Tea",
  "Oolong",
  "White Tea",
  "Chai",
  "Matcha",
  "Sencha",
  "Rooibos",
  "Herbal Tea",
  "Kettle",
  "Dripper",
  "Grinder",
  "Mug",
  "Cup",
  "Scale",
  "Tamper",
  "Filter Papers",
  "Carafe",
  "Teapot",
  "Infuser",
  "Canister",
  "Gift Box",
  "Sampler",
  "Capsules",
  "Pods",
  "Beans",
  "Ground Coffee",
  "Syrup",
  "Cocoa",
  "Hot Chocolate",
  "Biscotti",
  "Cookies",
  "Tote Bag",
  "Apron",
  "Brush",
  "Cleaner",
  "Descaler",
  "Thermometer",
  "Timer",
  "Jug",
  "Press",
  "Moka Pot",
];
const flavours = [
  "jasmine",
  "bergamot",
  "lemon",
  "blackcurrant",
  "grapefruit",
  "caramel",
  "toffee",
  "cocoa",
  "hazelnut",
  "almond",
  "cherry",
  "plum",
  "peach",
  "apricot",
  "honey",
  "vanilla",
  "cinnamon",
  "clove",
  "ginger",
  "malt",
  "molasses",
  "brown sugar",
  "orange",
  "lime",
  "raspberry",
  "strawberry",
  "blueberry",
  "fig",
  "date",
  "raisin",
  "rose",
  "lavender",
  "mint",
  "pine",
  "cedar",
  "tobacco",
  "leather",
  "smoke",
  "butter",
  "cream",
];

async function main() {
  await migrateDatabase();
  const db = await getDb();
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  let tenant = rows(await db.execute(sql`select id from tenants where slug = ${slug}`))[0]?.id as string | undefined;
  if (!tenant) tenant = (await seedStore({ slug })).tenantId;
  const have = Number(
    rows(await db.execute(sql`select count(*)::int as n from products where tenant_id = ${tenant}::uuid and slug like 'gen-%'`))[0]?.n ?? 0,
  );
  if (have < wanted) {
    const started = Date.now();
    for (let from = have; from < wanted; from += 10_000) {
      const to = Math.min(wanted, from + 10_000) - 1;
      await db.execute(sql`
      insert into products (tenant_id, kind, name, slug, sku, skus, description, status, price, subscriber_price)
      select ${tenant}::uuid, 'product',
        o[1 + i % array_length(o, 1)] || ' ' || a[1 + (i / 40) % array_length(a, 1)] || ' ' || n[1 + (i / 2000) % array_length(n, 1)],
        'gen-' || i, 'GEN-' || i, 'GEN-' || i,
        'Notes of ' || f[1 + i % 40] || ', ' || f[1 + (i / 7) % 40] || ' and ' || f[1 + (i / 49) % 40] || '. Batch ' || i || '.',
        case when i % 20 = 0 then 'archived' else 'active' end,
        500 + (i * 37) % 5000, 450 + (i * 37) % 4500
      from generate_series(${from}::int, ${to}::int) as i,
        (select ${sql.param(origins)}::text[] as o, ${sql.param(adjectives)}::text[] as a, ${sql.param(nouns)}::text[] as n, ${sql.param(flavours)}::text[] as f) words
      on conflict do nothing`);
      await db.execute(sql`
      insert into product_variants (tenant_id, product_id, sku, price, subscriber_price, stock, position)
      select p.tenant_id, p.id, p.sku, p.price, p.subscriber_price, (substring(p.slug from 5))::int % 100, 0
      from products p
      where p.tenant_id = ${tenant}::uuid and p.slug like 'gen-%'
        and not exists (select 1 from product_variants v where v.product_id = p.id)`);
    }
    console.log(`inserted ${wanted - have} products in ${Date.now() - started} ms`);
    await db.execute(sql`analyze products`);
  }
  const refreshStarted = Date.now();
  const { terms } = await refreshSearchTerms({ tenantId: tenant });
  await db.execute(sql`analyze search_terms`);
  console.log(`vocabulary: ${terms} terms, refreshed in ${Date.now() - refreshStarted} ms`);

  const queries = [
    "yirgachefe",
    "earl gery",
    "kettel",
    "coffee",
    "tea",
    "ethiopia washed coffee",
    "darjeling",
    "grindr",
    "moka",
    "chocolatey espresso",
    "smoky lapsang",
    "zzxqv",
    "gift box",
    "co",
    "bergamot",
    "sumatra reserve roast",
    "cold brew",
    "hot choclate",
    "earl g",
    "anaerobic",
  ];
  const timings: number[] = [];
  const perQuery = new Map<string, number[]>();
  const market = await primaryMarket({ tenantId: tenant });
  for (const q of queries) await search({ tenantId: tenant, input: { q, limit: 10 }, market }); // warm up
  for (let r = 0; r < runs; r++) {
    for (const q of queries) {
      const t = performance.now();
      const res = await search({ tenantId: tenant, input: { q, limit: 10 }, market });
      const ms = performance.now() - t;
      timings.push(ms);
      perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
      if (r === 0)
        console.log(
          `${q.padEnd(24)} ${String(res.totalResults).padStart(3)} results  ${ms.toFixed(1)} ms  first: ${res.results.products[0]?.title ?? "-"}`,
        );
    }
  }
  const pct = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((p / 100) * a.length))]!;
  console.log(
    `\nall queries: n=${timings.length} p50=${pct(timings, 50).toFixed(1)} ms p95=${pct(timings, 95).toFixed(1)} ms max=${Math.max(...timings).toFixed(1)} ms`,
  );
  for (const [q, t] of perQuery) console.log(`  ${q.padEnd(24)} p50=${pct(t, 50).toFixed(1)} p95=${pct(t, 95).toFixed(1)}`);
}

try {
  await main();
} finally {
  await closeDb();
}
