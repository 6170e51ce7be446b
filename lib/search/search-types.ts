import { sql, type SQL } from "drizzle-orm";
import { absoluteUrl, storefrontPath, storefrontUrl } from "../media/absolute-url";
import { formatMoney } from "../money";
import { convertPrice, shelfPrice } from "../pricing/market-price";
import type { MarketInfo } from "../pricing/resolve-market";
import type {
  CollectionResult,
  EventResult,
  PageResult,
  ProductResult,
  SearchResponse,
  SearchType,
  SubscriptionPackageResult,
} from "./schemas";

/**
 * Ranking reads every candidate's vector, so a very common word (a tenth of a 100,000-product catalogue matches
 * "tea") would rank thousands of rows. Candidates are capped: the best `limit` of at most this many matches.
 * A catalogue below the cap (every store we know) is ranked in full.
 */
export const maxRankedCandidates = 1000;

/** Search shows prices in the requested market (lib/pricing), with the market's own symbol. */
const display = (minor: number, market: MarketInfo) => formatMoney(minor, market.currencyCode, { symbol: market.currencySymbol });
/** The tenant, the tsquery (an SQL expression), how many per type, the market prices are in. */
export type TypeQuery = { tenantId: string; query: SQL; limit: number; marketId: string };

/** Plain text of at most 160 characters, cut at a word boundary. */
export function excerptOf(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

type ImageColumns = {
  image_id: string | null;
  image_path: string | null;
  image_alt: string | null;
  image_mime: string | null;
  image_filename: string | null;
};

function productImage(r: ImageColumns) {
  if (!r.image_id || !r.image_path) return null;
  return {
    id: r.image_id,
    src: absoluteUrl(r.image_path),
    url: absoluteUrl(r.image_path),
    alt: r.image_alt ?? "",
    path: r.image_path,
    mimeType: r.image_mime ?? "",
    filename: r.image_filename ?? "",
  };
}

function smallImage(r: ImageColumns) {
  if (!r.image_id || !r.image_path) return null;
  return { id: r.image_id, src: absoluteUrl(r.image_path), url: absoluteUrl(r.image_path), alt: r.image_alt ?? "" };
}

const imageColumns = sql`i.id as image_id, i.path as image_path, i.alt as image_alt, i.mime_type as image_mime, i.filename as image_filename`;

/**
 * The matching rows of one table as a JSON array, best first: candidates from the GIN index (capped), then
 * 1. rows whose name matches (the typed word or its correction) before rows matched only by their description;
 * 2. among those, the name the query covers most (ts_rank over the name alone, divided by its length: "Kenya Nyeri
 *    Coffee" before "Coffee and Tea Gift Box" for "cofee");
 * 3. ts_rank over the weighted vector (names weigh most), then name and id for a stable order.
 */
function rankedJson({
  query,
  candidates,
  columns,
  joins = sql``,
  order,
  limit,
}: {
  query: SQL;
  candidates: SQL;
  columns: SQL;
  joins?: SQL;
  order: SQL;
  limit: number;
}): SQL {
  return sql`(
    select coalesce(json_agg(r order by r.ord), '[]'::json) from (
      select ${columns}, row_number() over (
        order by to_tsvector('simple', t.name) @@ q.query desc,
          ts_rank(to_tsvector('simple', t.name), q.query, 2) desc,
          ts_rank(t.search_vector, q.query) desc, ${order}
      ) as ord
      from (select ${query} as query) q
      cross join lateral (${candidates} and t0.search_vector @@ q.query limit ${maxRankedCandidates}) t
      ${joins}
      order by ord
      limit ${limit}
    ) r
  )`;
}

type ProductRow = ImageColumns & {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  sale_price: number | null;
  market_price: number | null;
  market_sale_price: number | null;
};
type PackageRow = ProductRow & { pricing_type: string | null; fixed_price: number | null };
type PageRow = { slug: string; name: string; meta_description: string; content: string };
type CollectionRow = ImageColumns & { id: string; name: string; slug: string; description: string };
type EventRow = CollectionRow & { min_price: number | null; max_price: number | null; starts_at: string | null };

/** Active products (not packages). */
function productsSql({ tenantId, query, limit, marketId }: TypeQuery): SQL {
  return rankedJson({
    query,
    limit,
    candidates: sql`select t0.* from products t0 where t0.tenant_id = ${tenantId}::uuid and t0.kind = 'product' and t0.status = 'active'`,
    columns: sql`t.id, t.name, t.slug, t.description, t.price, t.sale_price, pp.price as market_price, pp.sale_price as market_sale_price, ${imageColumns}`,
    joins: sql`left join images i on i.id = t.image_id and i.tenant_id = t.tenant_id
               left join product_prices pp on pp.variant_id = (select lv.id from product_variants lv where lv.product_id = t.id order by lv.position limit 1) and pp.tenant_id = t.tenant_id and pp.market_id = ${marketId}::uuid`,
    order: sql`t.name, t.id`,
  });
}

/** Active subscription packages. */
function packagesSql({ tenantId, query, limit, marketId }: TypeQuery): SQL {
  return rankedJson({
    query,
    limit,
    candidates: sql`select t0.* from products t0 where t0.tenant_id = ${tenantId}::uuid and t0.kind = 'subscription_package' and t0.status = 'active'`,
    columns: sql`t.id, t.name, t.slug, t.description, t.price, t.sale_price, pp.price as market_price, pp.sale_price as market_sale_price, c.pricing_type, c.fixed_price, ${imageColumns}`,
    joins: sql`left join subscription_package_configs c on c.product_id = t.id and c.tenant_id = t.tenant_id
               left join images i on i.id = t.image_id and i.tenant_id = t.tenant_id
               left join product_prices pp on pp.variant_id = (select lv.id from product_variants lv where lv.product_id = t.id order by lv.position limit 1) and pp.tenant_id = t.tenant_id and pp.market_id = ${marketId}::uuid`,
    order: sql`t.name, t.id`,
  });
}

/** Published pages. */
function pagesSql({ tenantId, query, limit }: TypeQuery): SQL {
  return rankedJson({
    query,
    limit,
    candidates: sql`select t0.* from cms_pages t0 where t0.tenant_id = ${tenantId}::uuid and t0.status = 'published'`,
    columns: sql`t.slug, t.name, t.meta_description, left(t.content, 2000) as content`,
    order: sql`t.name, t.slug`,
  });
}

/** Active collections. */
function collectionsSql({ tenantId, query, limit }: TypeQuery): SQL {
  return rankedJson({
    query,
    limit,
    candidates: sql`select t0.* from collections t0 where t0.tenant_id = ${tenantId}::uuid and t0.status = 'active'`,
    columns: sql`t.id, t.name, t.slug, t.description, ${imageColumns}`,
    joins: sql`left join images i on i.id = t.image_id and i.tenant_id = t.tenant_id`,
    order: sql`t.name, t.id`,
  });
}

/** Published events, with their cheapest and dearest ticket and next occurrence. */
function eventsSql({ tenantId, query, limit }: TypeQuery): SQL {
  return rankedJson({
    query,
    limit,
    candidates: sql`select t0.* from events t0 where t0.tenant_id = ${tenantId}::uuid and t0.status = 'published'`,
    columns: sql`t.id, t.name, t.slug, t.description, ${imageColumns},
      (select min(tp.price) from event_ticket_prices tp where tp.event_id = t.id and tp.tenant_id = t.tenant_id) as min_price,
      (select max(tp.price) from event_ticket_prices tp where tp.event_id = t.id and tp.tenant_id = t.tenant_id) as max_price,
      (select to_char(min(o.starts_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from event_occurrences o
        where o.event_id = t.id and o.tenant_id = t.tenant_id and o.starts_at >= now()) as starts_at`,
    joins: sql`left join images i on i.id = t.image_id and i.tenant_id = t.tenant_id`,
    order: sql`t.name, t.id`,
  });
}

/**
 * One statement for every requested type: each column a JSON array of that type's rows (types not requested
 * answer an empty array without touching their table).
 */
export function searchStatement(types: SearchType[] | undefined, q: TypeQuery): SQL {
  const wants = (t: SearchType) => !types || types.includes(t);
  const empty = sql`'[]'::json`;
  return sql`select
    ${wants("products") ? productsSql(q) : empty} as products,
    ${wants("pages") ? pagesSql(q) : empty} as pages,
    ${wants("collections") ? collectionsSql(q) : empty} as collections,
    ${wants("events") ? eventsSql(q) : empty} as events,
    ${wants("subscription_packages") ? packagesSql(q) : empty} as packages`;
}

export type SearchRow = { products: unknown; pages: unknown; collections: unknown; events: unknown; packages: unknown };

/** JSON columns arrive parsed (node-postgres, PGlite) or as text (some drivers): accept both. */
function arrayOf<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === "string" ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** Shapes the statement's row into the response's five arrays. */
/** A product row's shelf price in the market (fixed, else converted; the sale price only when lower). */
function rowPrice(r: ProductRow, market: MarketInfo): number {
  const n = (x: number | null) => (x === null ? null : Number(x));
  const fixed = r.market_price === null ? null : { price: Number(r.market_price), salePrice: n(r.market_sale_price) };
  return shelfPrice({ price: Number(r.price), salePrice: n(r.sale_price), fixed }, market).unitPrice;
}

export function toResults(row: SearchRow | undefined, currency: MarketInfo): SearchResponse["results"] {
  const products: ProductResult[] = arrayOf<ProductRow>(row?.products).map((r) => ({
    id: r.id,
    type: "product",
    title: r.name,
    slug: r.slug,
    url: storefrontUrl("products", r.slug),
    path: storefrontPath("products", r.slug),
    excerpt: excerptOf(r.description),
    image: productImage(r),
    price: display(rowPrice(r, currency), currency),
    status: "active",
  }));
  const pages: PageResult[] = arrayOf<PageRow>(row?.pages).map((r) => ({
    id: r.slug,
    type: "page",
    title: r.name,
    slug: r.slug,
    url: storefrontUrl("pages", r.slug),
    path: storefrontPath("pages", r.slug),
    excerpt: excerptOf(r.meta_description || r.content),
    image: null,
    price: null,
    status: "published",
  }));
  const collections: CollectionResult[] = arrayOf<CollectionRow>(row?.collections).map((r) => ({
    id: r.id,
    type: "collection",
    title: r.name,
    slug: r.slug,
    url: storefrontUrl("collections", r.slug),
    path: storefrontPath("collections", r.slug),
    excerpt: excerptOf(r.description),
    image: smallImage(r),
    price: null,
    status: "active",
  }));
  const events: EventResult[] = arrayOf<EventRow>(row?.events).map((r) => {
    const min = r.min_price === null ? null : Number(r.min_price);
    const max = r.max_price === null ? null : Number(r.max_price);
    return {
      id: r.id,
      type: "event",
      title: r.name,
      slug: r.slug,
      url: storefrontUrl("events", r.slug),
      path: storefrontPath("events", r.slug),
      excerpt: excerptOf(r.description),
      image: smallImage(r),
      price:
        min === null
          ? null
          : min === max
            ? display(convertPrice(min, currency), currency)
            : `From ${display(convertPrice(min, currency), currency)}`,
      status: "published",
      startsAt: r.starts_at,
    };
  });
  const subscriptionPackages: SubscriptionPackageResult[] = arrayOf<PackageRow>(row?.packages).map((r) => ({
    id: r.id,
    type: "subscription_package",
    title: r.name,
    slug: r.slug,
    url: storefrontUrl("subscriptions", r.id),
    path: storefrontPath("subscriptions", r.id),
    excerpt: excerptOf(r.description),
    image: productImage(r),
    price: display(
      r.pricing_type === "fixed" && r.fixed_price !== null ? convertPrice(Number(r.fixed_price), currency) : rowPrice(r, currency),
      currency,
    ),
    status: "active",
  }));
  return { products, pages, collections, events, subscriptionPackages };
}
