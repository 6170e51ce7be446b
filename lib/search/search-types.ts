import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { absoluteUrl, storefrontUrl } from "../media/absolute-url";
import { formatMoney } from "../money/format-money";
import type { CollectionResult, EventResult, PageResult, ProductResult, SubscriptionPackageResult } from "./schemas";

/** One type's search: the tenant, a tsquery expression (SQL), how many, and the currency prices are shown in. */
export type TypeSearch = { db: Executor; tenantId: string; query: SQL; limit: number; currency: { code: string; symbol: string } };

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

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

type ImageColumns = { image_id: string | null; image_path: string | null; image_alt: string | null; image_mime: string | null; image_filename: string | null };

function productImage(r: ImageColumns) {
  if (!r.image_id || !r.image_path) return null;
  return { id: r.image_id, src: absoluteUrl(r.image_path), alt: r.image_alt ?? "", path: r.image_path, mimeType: r.image_mime ?? "", filename: r.image_filename ?? "" };
}

function smallImage(r: ImageColumns) {
  if (!r.image_id || !r.image_path) return null;
  return { id: r.image_id, src: absoluteUrl(r.image_path), alt: r.image_alt ?? "" };
}

const imageColumns = sql`i.id as image_id, i.path as image_path, i.alt as image_alt, i.mime_type as image_mime, i.filename as image_filename`;

type ProductRow = ImageColumns & { id: string; name: string; slug: string; description: string; price: number; sale_price: number | null };

/** Active products (not packages), best match first. */
export async function searchProducts({ db, tenantId, query, limit, currency }: TypeSearch): Promise<ProductResult[]> {
  const found = await rows<ProductRow>(
    db,
    sql`select p.id, p.name, p.slug, p.description, p.price, p.sale_price, ${imageColumns}
        from products p
        cross join (select ${query} as query) q
        left join images i on i.id = p.image_id and i.tenant_id = p.tenant_id
        where p.tenant_id = ${tenantId}::uuid and p.kind = 'product' and p.status = 'active' and p.search_vector @@ q.query
        order by ts_rank(p.search_vector, q.query) desc, p.name, p.id
        limit ${limit}`,
  );
  return found.map((r) => ({
    id: r.id,
    type: "product",
    title: r.name,
    slug: r.slug,
    url: storefrontUrl("products", r.slug),
    excerpt: excerptOf(r.description),
    image: productImage(r),
    price: formatMoney(r.sale_price ?? r.price, currency),
    status: "active",
  }));
}

type PackageRow = ProductRow & { pricing_type: string | null; fixed_price: number | null };

/** Active subscription packages: linked to their configuration page by product id. */
export async function searchPackages({ db, tenantId, query, limit, currency }: TypeSearch): Promise<SubscriptionPackageResult[]> {
  const found = await rows<PackageRow>(
    db,
    sql`select p.id, p.name, p.slug, p.description, p.price, p.sale_price, c.pricing_type, c.fixed_price, ${imageColumns}
        from products p
        cross join (select ${query} as query) q
        left join subscription_package_configs c on c.product_id = p.id and c.tenant_id = p.tenant_id
        left join images i on i.id = p.image_id and i.tenant_id = p.tenant_id
        where p.tenant_id = ${tenantId}::uuid and p.kind = 'subscription_package' and p.status = 'active' and p.search_vector @@ q.query
        order by ts_rank(p.search_vector, q.query) desc, p.name, p.id
        limit ${limit}`,
  );
  return found.map((r) => ({
    id: r.id,
    type: "subscription_package",
    title: r.name,
    slug: r.slug,
    url: storefrontUrl("subscriptions", r.id),
    excerpt: excerptOf(r.description),
    image: productImage(r),
    price: formatMoney(r.pricing_type === "fixed" && r.fixed_price !== null ? r.fixed_price : (r.sale_price ?? r.price), currency),
    status: "active",
  }));
}

/** Published pages: the slug is their id. */
export async function searchPages({ db, tenantId, query, limit }: TypeSearch): Promise<PageResult[]> {
  const found = await rows<{ slug: string; name: string; meta_description: string; content: string }>(
    db,
    sql`select p.slug, p.name, p.meta_description, left(p.content, 2000) as content
        from cms_pages p
        cross join (select ${query} as query) q
        where p.tenant_id = ${tenantId}::uuid and p.status = 'published' and p.search_vector @@ q.query
        order by ts_rank(p.search_vector, q.query) desc, p.name, p.slug
        limit ${limit}`,
  );
  return found.map((r) => ({
    id: r.slug,
    type: "page",
    title: r.name,
    slug: r.slug,
    url: storefrontUrl("pages", r.slug),
    excerpt: excerptOf(r.meta_description || r.content),
    image: null,
    price: null,
    status: "published",
  }));
}

/** Active collections. */
export async function searchCollections({ db, tenantId, query, limit }: TypeSearch): Promise<CollectionResult[]> {
  const found = await rows<ImageColumns & { id: string; name: string; slug: string; description: string }>(
    db,
    sql`select c.id, c.name, c.slug, c.description, ${imageColumns}
        from collections c
        cross join (select ${query} as query) q
        left join images i on i.id = c.image_id and i.tenant_id = c.tenant_id
        where c.tenant_id = ${tenantId}::uuid and c.status = 'active' and c.search_vector @@ q.query
        order by ts_rank(c.search_vector, q.query) desc, c.name, c.id
        limit ${limit}`,
  );
  return found.map((r) => ({
    id: r.id,
    type: "collection",
    title: r.name,
    slug: r.slug,
    url: storefrontUrl("collections", r.slug),
    excerpt: excerptOf(r.description),
    image: smallImage(r),
    price: null,
    status: "active",
  }));
}

type EventRow = ImageColumns & {
  id: string;
  name: string;
  slug: string;
  description: string;
  min_price: number | null;
  max_price: number | null;
  starts_at: string | null;
};

/** Published events: price from their cheapest ticket, and their next occurrence. */
export async function searchEvents({ db, tenantId, query, limit, currency }: TypeSearch): Promise<EventResult[]> {
  const found = await rows<EventRow>(
    db,
    sql`select e.id, e.name, e.slug, e.description, ${imageColumns},
          (select min(tp.price) from event_ticket_prices tp where tp.event_id = e.id and tp.tenant_id = e.tenant_id) as min_price,
          (select max(tp.price) from event_ticket_prices tp where tp.event_id = e.id and tp.tenant_id = e.tenant_id) as max_price,
          (select to_char(min(o.starts_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from event_occurrences o
            where o.event_id = e.id and o.tenant_id = e.tenant_id and o.starts_at >= now()) as starts_at
        from events e
        cross join (select ${query} as query) q
        left join images i on i.id = e.image_id and i.tenant_id = e.tenant_id
        where e.tenant_id = ${tenantId}::uuid and e.status = 'published' and e.search_vector @@ q.query
        order by ts_rank(e.search_vector, q.query) desc, e.name, e.id
        limit ${limit}`,
  );
  return found.map((r) => {
    const min = r.min_price === null ? null : Number(r.min_price);
    const max = r.max_price === null ? null : Number(r.max_price);
    return {
      id: r.id,
      type: "event",
      title: r.name,
      slug: r.slug,
      url: storefrontUrl("events", r.slug),
      excerpt: excerptOf(r.description),
      image: smallImage(r),
      price: min === null ? null : min === max ? formatMoney(min, currency) : `From ${formatMoney(min, currency)}`,
      status: "published",
      startsAt: r.starts_at,
    };
  });
}
