import { sql } from "drizzle-orm";
import { getDb, schema, type Transaction } from "../client";
import { hashPassword } from "../../lib/auth/passwords";
import { stableApiToken } from "../../lib/auth/api-tokens";
import { refreshSearchTerms } from "../../lib/search/refresh-search-terms";
import { seedId } from "./ids";
import { demoMarketPricing, demoTaxRates } from "./pricing-data";
import { demoDiscounts } from "./discount-data";
import { demoCollections, demoEvents, demoPackages, demoProducts } from "./catalog-data";
import {
  adjectives,
  authorFirst,
  authorLast,
  brands,
  eventKinds,
  flavours,
  largeId,
  largeStoreCustomer,
  largeStoreSize,
  largeStoreSlug,
  nouns,
  origins,
  pageTopics,
  postTopics,
  venues,
} from "./large-catalog";
import type { SeededStore } from "./seed-store";

const chunkSize = 10_000;

const largeIdFunction = `
create or replace function pg_temp.large_id(t text) returns uuid language sql immutable as $$
  select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-5' || substr(h, 14, 3) || '-' ||
          substr('89ab', ((position(substr(h, 17, 1) in '0123456789abcdef') - 1) % 4) + 1, 1) ||
          substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid
  from (select md5('${largeStoreSlug}:' || t) as h) x
$$`;

/** The points a transaction moves, mirrored in SQL below so chunk offsets can be computed here. */
function pointsDelta(i: number): number {
  if (i === 0) return 100;
  if (i % 1000 === 500) return 25;
  if (i % 6 === 5) return -50;
  return 10 + ((i * 7) % 40);
}
const pointsDeltaSql = (i: string) =>
  `(case when ${i} = 0 then 100 when ${i} % 1000 = 500 then 25 when ${i} % 6 = 5 then -50 else 10 + ((${i} * 7) % 40) end)`;

function textArray(words: readonly string[]): string {
  return `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]::text[]`;
}
/** `pick(list, expr)`: the list's word at a zero-based SQL integer expression, wrapping around. */
function picker(words: readonly string[]) {
  const literal = textArray(words);
  return (expr: string) => `(${literal})[((${expr}) % ${words.length}) + 1]`;
}

const brand = picker(brands);
const adj = picker(adjectives);
const origin = picker(origins);
const noun = picker(nouns);
const flavour = picker(flavours);
const pageTopic = picker(pageTopics);
const postTopic = picker(postTopics);
const eventKind = picker(eventKinds);
const venue = picker(venues);

const slugOf = (nameExpr: string, i: string) => `lower(regexp_replace(${nameExpr}, '[^A-Za-z0-9]+', '-', 'g')) || '-' || ${i}`;
/** A timestamp with varied microseconds, strictly increasing with i. */
const microsTs = (base: string, step: string, i: string) =>
  `(timestamptz '${base}' + ${i} * interval '${step}' + ((${i} * 7919) % 1000000) * interval '1 microsecond')`;

type Step = { label: string; weight: number; run: (tx: Transaction, report: (fraction: number) => void) => Promise<void> };

class ProgressBar {
  private readonly started = Date.now();
  private lastDraw = 0;
  private lastLine = 0;
  private readonly tty = Boolean(process.stderr.isTTY);
  constructor(
    private readonly total: number,
    private readonly enabled: boolean,
  ) {}

  draw(done: number, label: string, force = false): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (!force && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const fraction = Math.min(1, done / this.total);
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.floor(fraction * 100)).padStart(3)}% ${label.padEnd(34)} ${((now - this.started) / 1000).toFixed(1)}s`;
    if (this.tty) process.stderr.write(`\r${line}`);
    else if (force || now - this.lastLine >= 5000) {
      // Not a terminal (CI logs): a line per step and every few seconds.
      this.lastLine = now;
      process.stderr.write(`${line}\n`);
    }
  }

  finish(label: string): void {
    this.draw(this.total, label, true);
    if (this.enabled && this.tty) process.stderr.write("\n");
  }
}

/** Runs a script of generated statements one by one (PGlite's extended protocol takes one per call). */
async function exec(tx: Transaction, script: string): Promise<void> {
  for (const statement of script.split(/;\s*$/m)) {
    if (statement.trim()) await tx.execute(sql.raw(statement));
  }
}

async function inChunks(tx: Transaction, total: number, report: (f: number) => void, statement: (from: number, to: number) => string) {
  for (let from = 0; from < total; from += chunkSize) {
    const to = Math.min(total, from + chunkSize) - 1;
    await exec(tx, statement(from, to));
    report((to + 1) / total);
  }
}

/**
 * Generates the large benchmark store (deterministic; skipped when the tenant already exists):
 * 100,000 products, 10,000 pages, 2,000 posts, 1,000 collections, 1,000 events, 500 subscription
 * packages, and one customer with 100,000 points transactions. Bulk INSERT … SELECT over
 * generate_series, in one transaction, so a half-made store never exists.
 */
export async function seedLargeStore({ progress = true }: { progress?: boolean } = {}): Promise<SeededStore & { created: boolean }> {
  const db = await getDb();
  const tenantId = seedId(largeStoreSlug, "tenant");
  const customerId = seedId(largeStoreSlug, "customer", "bench");
  const tid = `'${tenantId}'::uuid`;
  const cid = `'${customerId}'::uuid`;
  const size = largeStoreSize;

  const [existing] = await db
    .select({ id: schema.tenants.id })
    .from(schema.tenants)
    .where(sql`${schema.tenants.slug} = ${largeStoreSlug}`);
  const created = !existing;
  if (created) {
    const passwordHash = await hashPassword(largeStoreCustomer.password);
    const productImages = demoProducts
      .map((p) => `/images/products/${p.key}.svg`)
      .concat(demoPackages.map((p) => `/images/products/${p.key}.svg`));
    const collectionImages = demoCollections.map((c) => `/images/collections/${c.key}.svg`);
    const eventImages = demoEvents.map((e) => `/images/events/${e.slug}.svg`);

    const steps: Step[] = [
      {
        label: "tenant, markets, images",
        weight: 1,
        run: async (tx) => {
          await tx.insert(schema.tenants).values({
            id: tenantId,
            slug: largeStoreSlug,
            name: "Large Benchmark Store",
            socialImageUrl: "/images/social/store-social.svg",
            rewardsEnabled: true,
          });
          await tx.insert(schema.adminUsers).values([
            { id: largeId("admin:owner"), tenantId, email: "owner@large.example.com", name: "Store Owner", notifyOnMessage: true },
            { id: largeId("admin:support"), tenantId, email: "support@large.example.com", name: "Customer Support", notifyOnMessage: true },
          ]);
          const marketDefs = [
            {
              key: "gb" as const,
              name: "United Kingdom",
              currencyCode: "GBP",
              currencySymbol: "£",
              isPrimary: true,
              countries: ["GB", "IM", "JE", "GG"],
            },
            {
              key: "eu" as const,
              name: "Euro Area",
              currencyCode: "EUR",
              currencySymbol: "€",
              isPrimary: false,
              countries: ["DE", "FR", "IE", "NL", "BE", "ES", "IT", "AT", "PT", "FI", "LU"],
            },
            { key: "us" as const, name: "United States", currencyCode: "USD", currencySymbol: "$", isPrimary: false, countries: ["US"] },
          ];
          for (const m of marketDefs) {
            const marketId = largeId(`market:${m.key}`);
            await tx.insert(schema.markets).values({
              id: marketId,
              tenantId,
              name: m.name,
              currencyCode: m.currencyCode,
              currencySymbol: m.currencySymbol,
              isPrimary: m.isPrimary,
              ...demoMarketPricing[m.key],
            });
            await tx
              .insert(schema.marketCountries)
              .values(
                m.countries.map((countryCode) => ({ id: largeId(`market-country:${countryCode}`), tenantId, marketId, countryCode })),
              );
          }
          await tx
            .insert(schema.taxRates)
            .values(demoTaxRates.map((r) => ({ id: largeId(`tax-rate:${r.countryCode}:${r.region}:${r.taxClass}`), tenantId, ...r })));
          await tx.insert(schema.discounts).values(
            demoDiscounts.map(({ key, amounts, minSubtotal, ...d }) => ({
              id: largeId(`discount:${key}`),
              tenantId,
              ...d,
              codeKey: d.code.toLowerCase(),
              amounts: amounts ? { ...amounts } : null,
              minSubtotal: minSubtotal ? { ...minSubtotal } : null,
            })),
          );
          const image = (kind: string, k: number, path: string) => ({
            id: largeId(`image:${kind}:${k}`),
            tenantId,
            path,
            filename: path.split("/").pop()!,
            mimeType: "image/svg+xml",
            alt: "",
          });
          await tx
            .insert(schema.images)
            .values([
              ...productImages.map((p, k) => image("product", k, p)),
              ...collectionImages.map((p, k) => image("collection", k, p)),
              ...eventImages.map((p, k) => image("event", k, p)),
            ]);
        },
      },
      {
        label: "collections",
        weight: 1,
        run: async (tx) => {
          await exec(
            tx,
            `
            insert into collections (id, tenant_id, slug, name, description, status, image_id, created_at, updated_at)
            select pg_temp.large_id('collection:' || i), ${tid}, ${slugOf("n.name", "i")}, n.name,
                   'A hand-picked range of ' || lower(n.name) || ' with notes of ' || ${flavour("i")} || ' and ' || ${flavour("i * 7 + 3")} || '.',
                   case when i % 50 = 49 then 'draft' else 'active' end,
                   pg_temp.large_id('image:collection:' || (i % ${collectionImages.length})),
                   ${microsTs("2023-06-01 00:00:00+00", "3 hours", "i")}, ${microsTs("2024-06-01 00:00:00+00", "3 hours", "i")}
            from generate_series(0, ${size.collections - 1}) i
            cross join lateral (select ${adj("i")} || ' ' || ${origin("i / 50")} || ' ' || (ARRAY['Collection','Selection','Edit','Range'])[(i / 250) % 4 + 1] as name) n`,
          );
        },
      },
      {
        label: "products",
        weight: 40,
        run: async (tx, report) => {
          await inChunks(
            tx,
            size.products,
            report,
            (from, to) => `
            insert into products (id, tenant_id, kind, name, slug, sku, skus, description, status, price, sale_price, subscriber_price, max_quantity, image_id, created_at, updated_at)
            select pg_temp.large_id('product:' || i), ${tid}, 'product', n.name, ${slugOf("n.name", "i")}, 'LRG-' || lpad(i::text, 6, '0'), 'LRG-' || lpad(i::text, 6, '0'),
                   w.adj || ' ' || lower(w.noun) || ' from ' || w.origin || ', made by ' || w.brand || '. Notes of ' || ${flavour("i")} || ', ' || ${flavour("i / 30 + 7")} || ' and ' || ${flavour("i / 900 + 13")} || '. ' ||
                   (ARRAY['Roasted to order and shipped within two days.','Packed in a recyclable pouch.','A favourite with our subscribers.','Small batch, limited harvest.','Ideal as a gift.'])[(i % 5) + 1],
                   case when i % 97 = 0 then 'draft' when i % 89 = 0 then 'archived' else 'active' end,
                   400 + ((i * 37) % 9600),
                   case when i % 7 = 0 then (400 + ((i * 37) % 9600)) * 85 / 100 end,
                   -- Subscribers pay 10% below the current price (the sale price when on sale).
                   (400 + ((i * 37) % 9600)) * (case when i % 7 = 0 then 85 else 100 end) / 100 * 9 / 10,
                   10,
                   pg_temp.large_id('image:product:' || (i % ${productImages.length})),
                   ${microsTs("2024-01-01 00:00:00+00", "5 minutes", "i")}, ${microsTs("2024-06-01 00:00:00+00", "5 minutes", "i")}
            from generate_series(${from}, ${to}) i
            cross join lateral (select ${brand("i * 7919")} as brand, ${adj("i")} as adj, ${origin("i / 50")} as origin, ${noun("i / 2500")} as noun) w
            cross join lateral (select w.brand || ' ' || w.adj || ' ' || w.origin || ' ' || w.noun as name) n;
            insert into product_variants (id, tenant_id, product_id, sku, price, sale_price, subscriber_price, stock, position, created_at, updated_at)
            select pg_temp.large_id('variant:' || i), ${tid}, p.id, p.sku, p.price, p.sale_price, p.subscriber_price, (i * 13) % 200, 0, p.created_at, p.updated_at
            from generate_series(${from}, ${to}) i
            join products p on p.id = pg_temp.large_id('product:' || i);
            insert into product_images (tenant_id, product_id, media_id, position)
            select ${tid}, pg_temp.large_id('product:' || i), pg_temp.large_id('image:product:' || (i % ${productImages.length})), 0
            from generate_series(${from}, ${to}) i;
            insert into product_collections (tenant_id, product_id, collection_id)
            select ${tid}, pg_temp.large_id('product:' || i), pg_temp.large_id('collection:' || (i % ${size.collections}))
            from generate_series(${from}, ${to}) i;`,
          );
        },
      },
      {
        label: "subscription packages",
        weight: 2,
        run: async (tx) => {
          await exec(
            tx,
            `
            insert into products (id, tenant_id, kind, name, slug, sku, skus, description, status, price, sale_price, subscriber_price, max_quantity, image_id, created_at, updated_at)
            select pg_temp.large_id('package:' || i), ${tid}, 'subscription_package', n.name, ${slugOf("n.name", "i")}, 'LRG-SUB-' || lpad(i::text, 4, '0'), 'LRG-SUB-' || lpad(i::text, 4, '0'),
                   'Choose your ' || lower(${noun("i / 13")}) || ' from ' || ${origin("i / 3")} || ', pick a rhythm, and we ship it fresh.',
                   'active', 2000 + (i % 20) * 100, null, 2000 + (i % 20) * 100, 10,
                   pg_temp.large_id('image:product:' || (i % ${productImages.length})),
                   ${microsTs("2024-02-01 00:00:00+00", "1 hour", "i")}, ${microsTs("2024-07-01 00:00:00+00", "1 hour", "i")}
            from generate_series(0, ${size.packages - 1}) i
            cross join lateral (select ${brand("i * 31 + 7")} || ' ' || ${adj("i / 10")} || ' ' || ${noun("i")} || ' Subscription Box' as name) n;
            insert into product_variants (id, tenant_id, product_id, sku, price, subscriber_price, stock, position, created_at, updated_at)
            select pg_temp.large_id('package-variant:' || i), ${tid}, p.id, p.sku, p.price, p.subscriber_price, 1000, 0, p.created_at, p.updated_at
            from generate_series(0, ${size.packages - 1}) i
            join products p on p.id = pg_temp.large_id('package:' || i);
            insert into product_images (tenant_id, product_id, media_id, position)
            select ${tid}, pg_temp.large_id('package:' || i), pg_temp.large_id('image:product:' || (i % ${productImages.length})), 0
            from generate_series(0, ${size.packages - 1}) i;
            insert into subscription_package_configs (product_id, tenant_id, subscription_type, pricing_type, fixed_price, frequencies, default_frequency, min_items)
            select pg_temp.large_id('package:' || i), ${tid}, 'pick_and_mix', 'calculated', null,
                   (ARRAY['[1,2,4]','[2,4,8]','[1,2,4,8]'])[(i % 3) + 1]::jsonb, (ARRAY[2,4,2])[(i % 3) + 1], 1 + (i % 3)
            from generate_series(0, ${size.packages - 1}) i;
            insert into subscription_package_items (id, tenant_id, package_id, product_id, min_quantity, max_quantity, default_quantity, position)
            select pg_temp.large_id('package-item:' || i || ':' || k), ${tid}, pg_temp.large_id('package:' || i),
                   pg_temp.large_id('product:' || ((i * 200 + k * 17) % ${size.products})), 0, 6, case when k < 1 + (i % 3) then 1 else 0 end, k
            from generate_series(0, ${size.packages - 1}) i cross join generate_series(0, 5) k;`,
          );
        },
      },
      {
        label: "CMS pages",
        weight: 8,
        run: async (tx, report) => {
          await inChunks(
            tx,
            size.pages,
            report,
            (from, to) => `
            insert into cms_pages (id, tenant_id, slug, name, content, meta_title, meta_description, og_image, status, fields, created_at, updated_at, published_at)
            select pg_temp.large_id('page:' || i), ${tid}, ${slugOf("n.name", "i")}, n.name,
                   '<h2>' || n.name || '</h2><p>Everything we know about ' || lower(w.noun) || ' from ' || w.origin || ': how it is grown, how we roast or blend it, and how to get the best from it at home.</p>' ||
                   '<p>Expect notes of ' || ${flavour("i")} || ' and ' || ${flavour("i / 3 + 11")} || ', with a ' || lower(${adj("i / 7")}) || ' finish.</p><ul><li>Ratio: 1:' || (14 + i % 4) || '</li><li>Water: ' || (88 + i % 8) || ' °C</li></ul>',
                   n.name || ' | Large Benchmark Store',
                   'Our ' || lower(w.topic) || ' for ' || lower(w.noun) || ' from ' || w.origin || '.',
                   '/images/social/store-social.svg',
                   case when i % 10 = 9 then 'draft' else 'published' end,
                   jsonb_build_object('heroImage', '/images/pages/about-hero.svg'),
                   ${microsTs("2022-01-01 00:00:00+00", "47 minutes", "i")}, ${microsTs("2023-01-01 00:00:00+00", "47 minutes", "i")},
                   case when i % 10 = 9 then null else ${microsTs("2022-06-01 00:00:00+00", "47 minutes", "i")} end
            from generate_series(${from}, ${to}) i
            cross join lateral (select ${origin("i")} as origin, ${noun("i / 50")} as noun, ${pageTopic("i / 2000")} as topic) w
            cross join lateral (select w.origin || ' ' || w.noun || ' ' || w.topic as name) n`,
          );
        },
      },
      {
        label: "blog posts",
        weight: 2,
        run: async (tx) => {
          await tx.insert(schema.blogAuthors).values(
            Array.from({ length: 20 }, (_, k) => ({
              id: largeId(`author:${k}`),
              tenantId,
              name: `${authorFirst[k % 10]} ${authorLast[(k * 3 + 1) % 10]}`,
            })),
          );
          await exec(
            tx,
            `
            insert into blog_posts (id, tenant_id, slug, title, excerpt, content, featured_image, author_id, seo_title, seo_description, og_image, status, published_at, created_at, updated_at)
            select pg_temp.large_id('post:' || i), ${tid}, ${slugOf("n.title", "i")}, n.title,
                   'Notes from the roastery on ' || lower(w.adj) || ' ' || lower(w.noun) || ' from ' || w.origin || '.',
                   '<p>' || n.title || '.</p><p>We have been working with growers in ' || w.origin || ' for years, and this season''s ' || lower(w.noun) ||
                   ' shows ' || ${flavour("i")} || ' and ' || ${flavour("i / 5 + 2")} || ' in the cup.</p><p>Brew it at ' || (88 + i % 8) || ' °C and let it rest for a minute before drinking.</p>',
                   case when i % 5 = 4 then null else '/images/blog/sourcing.svg' end,
                   pg_temp.large_id('author:' || (i % 20)),
                   n.title || ' | Large Benchmark Store', 'Notes from the roastery on ' || lower(w.noun) || '.', '/images/social/store-social.svg',
                   case when i % 20 = 19 then 'draft' else 'published' end,
                   case when i % 20 = 19 then null else timestamptz '2023-01-01 08:00:00+00' + i * interval '4 hours' end,
                   timestamptz '2022-12-01 08:00:00+00' + i * interval '4 hours', timestamptz '2023-02-01 08:00:00+00' + i * interval '4 hours'
            from generate_series(0, ${size.posts - 1}) i
            cross join lateral (select ${postTopic("i / 200")} as topic, ${adj("i")} as adj, ${origin("i / 50")} as origin, ${noun("i / 3")} as noun) w
            cross join lateral (select w.topic || ' ' || w.adj || ' ' || w.origin || ' ' || w.noun as title) n;
            insert into blog_post_collections (tenant_id, post_id, collection_id)
            select ${tid}, pg_temp.large_id('post:' || i), pg_temp.large_id('collection:' || c)
            from generate_series(0, ${size.posts - 1}) i
            cross join lateral (select distinct unnest(ARRAY[i % ${size.collections}, (i * 7 + 3) % ${size.collections}]) as c) cs
            where i % 4 <> 3;`,
          );
        },
      },
      {
        label: "events",
        weight: 2,
        run: async (tx) => {
          await exec(
            tx,
            `
            insert into events (id, tenant_id, slug, name, description, venue, status, image_id, created_at, updated_at)
            select pg_temp.large_id('event:' || i), ${tid}, ${slugOf("n.name", "i")}, n.name,
                   'An evening of ' || lower(${noun("i / 3")}) || ' from ' || ${origin("i")} || ', with notes of ' || ${flavour("i")} || '. Tickets include tastings.',
                   ${venue("i")}, case when i % 10 = 9 then 'draft' else 'published' end,
                   pg_temp.large_id('image:event:' || (i % ${eventImages.length})),
                   ${microsTs("2025-01-01 00:00:00+00", "2 hours", "i")}, ${microsTs("2025-03-01 00:00:00+00", "2 hours", "i")}
            from generate_series(0, ${size.events - 1}) i
            cross join lateral (select ${origin("i")} || ' ' || ${eventKind("i / 50")} as name) n;
            insert into event_occurrences (id, tenant_id, event_id, starts_at, ends_at, capacity)
            select pg_temp.large_id('occurrence:' || i || ':' || k), ${tid}, pg_temp.large_id('event:' || i),
                   timestamptz '2026-11-01 18:00:00+00' + (i * 3 + k) * interval '7 hours',
                   timestamptz '2026-11-01 20:00:00+00' + (i * 3 + k) * interval '7 hours', 24 + (i % 4) * 8
            from generate_series(0, ${size.events - 1}) i cross join generate_series(0, 2) k;
            insert into event_ticket_prices (id, tenant_id, event_id, name, price)
            select pg_temp.large_id('ticket:' || i || ':' || k), ${tid}, pg_temp.large_id('event:' || i),
                   (ARRAY['Standard','Concession'])[k + 1], case when k = 0 then 1500 + (i % 10) * 100 else 1000 + (i % 10) * 50 end
            from generate_series(0, ${size.events - 1}) i cross join generate_series(0, 1) k;`,
          );
        },
      },
      {
        label: "search vocabulary",
        weight: 4,
        run: async (tx) => {
          // Every word of every searchable title, for typo-tolerant matching (as db/seed/seed-store.ts does).
          await refreshSearchTerms({ tenantId, executor: tx });
        },
      },
      {
        label: "customer, orders, cart",
        weight: 2,
        run: async (tx) => {
          await tx
            .insert(schema.customers)
            .values({ id: customerId, tenantId, email: largeStoreCustomer.email, passwordHash, firstName: "Bench", lastName: "Customer" });
          await tx.insert(schema.addresses).values([
            {
              id: largeId("address:home"),
              tenantId,
              customerId,
              firstName: "Bench",
              lastName: "Customer",
              line1: "12 Harbour Street",
              city: "Bristol",
              postalCode: "BS1 4RN",
              countryCode: "GB",
              isDefault: true,
            },
            {
              id: largeId("address:work"),
              tenantId,
              customerId,
              firstName: "Bench",
              lastName: "Customer",
              company: "Acme Studio",
              line1: "3 Queen Square",
              city: "Bath",
              postalCode: "BA1 2HN",
              countryCode: "GB",
              isDefault: false,
            },
            {
              id: largeId("address:parents"),
              tenantId,
              customerId,
              firstName: "Pat",
              lastName: "Customer",
              line1: "8 Mill Lane",
              city: "Frome",
              postalCode: "BA11 1AA",
              countryCode: "GB",
              isDefault: false,
            },
          ]);
          await exec(
            tx,
            `
            insert into subscriptions (id, tenant_id, customer_id, product_id, name, status, frequency, price, currency_code, items, next_billing_date)
            select pg_temp.large_id('subscription:' || s), ${tid}, ${cid}, p.id, p.name, 'active', 2,
                   -- lib/pricing/price-box.ts: each unit at its subscriber price, capped at the current price.
                   (select coalesce(sum(least(ip.subscriber_price, ip.price, coalesce(ip.sale_price, ip.price))), 0)::int
                      from subscription_package_items it join products ip on ip.id = it.product_id
                     where it.package_id = p.id and it.position < 2), 'GBP',
                   (select jsonb_agg(jsonb_build_object('productId', ip.id, 'name', ip.name, 'quantity', 1) order by it.position)
                      from subscription_package_items it join products ip on ip.id = it.product_id
                     where it.package_id = p.id and it.position < 2),
                   date '2026-12-05' + s * 7
            from generate_series(0, 2) s join products p on p.id = pg_temp.large_id('package:' || s);
            insert into payment_methods (id, tenant_id, customer_id, provider, payment_method, provider_id, card_type, card_last4, card_exp_month, card_exp_year, is_default, subscription_id) values
              (pg_temp.large_id('payment-method:visa'), ${tid}, ${cid}, 'sandbox', 'card', 'pm_sandbox_large_visa', 'visa', '4242', 8, 2029, true, null),
              (pg_temp.large_id('payment-method:mastercard'), ${tid}, ${cid}, 'sandbox', 'card', 'pm_sandbox_large_mc', 'mastercard', '4444', 3, 2028, false, pg_temp.large_id('subscription:0')),
              (pg_temp.large_id('payment-method:wallet'), ${tid}, ${cid}, 'sandbox', 'wallet', 'pm_sandbox_large_wallet', '', '', 0, 0, false, null);
            insert into orders (id, tenant_id, customer_id, order_number, status, currency_code, total, created_at)
            select pg_temp.large_id('order:' || k), ${tid}, ${cid}, 'LG-' || (100001 + k), 'fulfilled', 'GBP', 0, ${microsTs("2018-06-01 09:00:00+00", "20 days", "k")}
            from generate_series(0, ${size.orders - 1}) k;
            insert into order_lines (id, tenant_id, order_id, kind, product_id, variant_id, name, quantity, unit_price)
            select pg_temp.large_id('order-line:' || k || ':' || j), ${tid}, pg_temp.large_id('order:' || k), 'product', p.id,
                   pg_temp.large_id('variant:' || ((k * 997 + j * 31) % ${size.products})), p.name, 1 + (k + j) % 3, p.price
            from generate_series(0, ${size.orders - 1}) k cross join generate_series(0, 2) j
            join products p on p.id = pg_temp.large_id('product:' || ((k * 997 + j * 31) % ${size.products}));
            insert into order_lines (id, tenant_id, order_id, kind, product_id, name, quantity, unit_price)
            select pg_temp.large_id('order-line:' || k || ':sub'), ${tid}, pg_temp.large_id('order:' || k), 'subscription', p.id, p.name, 1, p.price
            from generate_series(0, ${size.orders - 1}, 10) k join products p on p.id = pg_temp.large_id('package:0');
            insert into order_lines (id, tenant_id, order_id, kind, product_id, name, quantity, unit_price)
            select pg_temp.large_id('order-line:' || k || ':balance'), ${tid}, pg_temp.large_id('order:' || k), 'balance_payment', null, 'Outstanding balance payment', 1, 500
            from generate_series(0, ${size.orders - 1}, 10) k;
            update orders o set total = (select sum(quantity * unit_price) from order_lines l where l.order_id = o.id)
            where o.tenant_id = ${tid} and o.customer_id = ${cid};
            insert into carts (id, tenant_id, customer_id, status, currency_code) values (pg_temp.large_id('cart'), ${tid}, ${cid}, 'active', 'GBP');
            insert into cart_lines (id, tenant_id, cart_id, product_id, variant_id, quantity, unit_price)
            select pg_temp.large_id('cart-line:' || j), ${tid}, pg_temp.large_id('cart'), p.id, pg_temp.large_id('variant:' || (j * 1001 + 1)), 1 + j, p.price
            from generate_series(0, 2) j join products p on p.id = pg_temp.large_id('product:' || (j * 1001 + 1));`,
          );
        },
      },
      {
        label: "points transactions",
        weight: 30,
        run: async (tx, report) => {
          let offset = 0;
          await inChunks(tx, size.points, report, (from, to) => {
            const statement = `
            insert into points_transactions (id, tenant_id, customer_id, order_id, points, balance_after, type, description, metadata, created_at)
            select pg_temp.large_id('points:' || i), ${tid}, ${cid},
                   case when kind = 'order' then pg_temp.large_id('order:' || (i % ${size.orders})) end,
                   delta, ${offset} + sum(delta) over (order by i), kind,
                   case kind when 'signup' then 'Welcome bonus' when 'adjustment' then 'Goodwill adjustment'
                             when 'redemption' then 'Redeemed for a discount' else 'Points earned on order LG-' || (100001 + i % ${size.orders}) end,
                   case when kind = 'redemption' then jsonb_build_object('discountCode', 'REWARD-' || i) end,
                   ${microsTs("2016-01-01 09:00:00+00", "41 minutes", "i")}
            from generate_series(${from}, ${to}) i
            cross join lateral (select ${pointsDeltaSql("i")} as delta,
                   case when i = 0 then 'signup' when i % 1000 = 500 then 'adjustment' when i % 6 = 5 then 'redemption' else 'order' end as kind) d`;
            for (let i = from; i <= to; i++) offset += pointsDelta(i);
            return statement;
          });
        },
      },
    ];

    const totalWeight = steps.reduce((sum, s) => sum + s.weight, 0);
    const bar = new ProgressBar(totalWeight, progress);
    let done = 0;
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(largeIdFunction));
      for (const step of steps) {
        bar.draw(done, step.label, true);
        await step.run(tx, (fraction) => bar.draw(done + step.weight * fraction, step.label));
        done += step.weight;
      }
    });
    bar.draw(done, "vacuum analyze", true);
    // Planner statistics and a visibility map for the new rows (what autovacuum would do in time), so the
    // first queries plan on real numbers and index-only scans skip the heap.
    await db.execute(sql.raw("vacuum analyze"));
    bar.finish("done");
  }

  const apiToken = await stableApiToken({ tenantId, name: "bench" });
  return { tenantId, apiToken, customers: [{ ...largeStoreCustomer, id: customerId }], staff: [], created };
}
