import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";

/**
 * Read models for the storefront's own server-rendered catalogue pages (product, collection, event detail),
 * which the API does not cover. Every query is scoped by the tenant; only active/published records show.
 */

export type ImageRef = { src: string; alt: string } | null;

export type ProductCard = {
  id: string;
  slug: string;
  name: string;
  kind: string;
  price: number;
  salePrice: number | null;
  subscriberPrice: number;
  inStock: boolean;
  image: ImageRef;
};

export type ProductDetail = ProductCard & {
  sku: string;
  description: string;
  collections: { slug: string; name: string }[];
  packages: { id: string; name: string }[];
};

const p = schema.products;
const img = schema.images;

const cardColumns = {
  id: p.id,
  slug: p.slug,
  name: p.name,
  kind: p.kind,
  price: p.price,
  salePrice: p.salePrice,
  subscriberPrice: p.subscriberPrice,
  stock: p.stock,
  imagePath: img.path,
  imageAlt: img.alt,
};

type CardRow = { id: string; slug: string; name: string; kind: string; price: number; salePrice: number | null; subscriberPrice: number; stock: number; imagePath: string | null; imageAlt: string | null };

function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    price: row.price,
    salePrice: row.salePrice,
    subscriberPrice: row.subscriberPrice,
    inStock: row.stock > 0,
    image: row.imagePath ? { src: row.imagePath, alt: row.imageAlt ?? row.name } : null,
  };
}

/** A mix of in-stock products across collections (round-robin by collection), for the home page. */
export async function listFeaturedProducts({ tenantId, limit = 8 }: { tenantId: string; limit?: number }): Promise<ProductCard[]> {
  const db = await getDb();
  const pc = schema.productCollections;
  const rows = await db
    .select({ ...cardColumns, collectionId: sql<string | null>`(select min(${pc.collectionId}::text) from ${pc} where ${pc.productId} = ${p.id} and ${pc.tenantId} = ${tenantId})` })
    .from(p)
    .leftJoin(img, eq(img.id, p.imageId))
    .where(and(eq(p.tenantId, tenantId), eq(p.status, "active"), eq(p.kind, "product"), sql`${p.stock} > 0`))
    .orderBy(asc(p.sku))
    .limit(limit * 6);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.collectionId ?? "";
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const picked: typeof rows = [];
  for (let round = 0; picked.length < limit && picked.length < rows.length; round++) {
    for (const group of groups.values()) {
      const row = group[round];
      if (row && picked.length < limit) picked.push(row);
    }
  }
  return picked.map(toCard);
}

export async function listSubscriptionPackages({ tenantId }: { tenantId: string }): Promise<(ProductCard & { description: string })[]> {
  const db = await getDb();
  const rows = await db
    .select({ ...cardColumns, description: p.description })
    .from(p)
    .leftJoin(img, eq(img.id, p.imageId))
    .where(and(eq(p.tenantId, tenantId), eq(p.status, "active"), eq(p.kind, "subscription_package")))
    .orderBy(asc(p.name));
  return rows.map((r) => ({ ...toCard(r), description: r.description }));
}

export async function getProductBySlug({ tenantId, slug }: { tenantId: string; slug: string }): Promise<ProductDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...cardColumns, sku: p.sku, description: p.description })
    .from(p)
    .leftJoin(img, eq(img.id, p.imageId))
    .where(and(eq(p.tenantId, tenantId), eq(p.slug, slug), eq(p.status, "active")))
    .limit(1);
  if (!row) return null;
  const c = schema.collections;
  const pc = schema.productCollections;
  const items = schema.subscriptionPackageItems;
  const pkg = schema.products;
  const [collections, packages] = await Promise.all([
    db
      .select({ slug: c.slug, name: c.name })
      .from(pc)
      .innerJoin(c, eq(c.id, pc.collectionId))
      .where(and(eq(pc.tenantId, tenantId), eq(pc.productId, row.id), eq(c.status, "active")))
      .orderBy(asc(c.name)),
    db
      .select({ id: pkg.id, name: pkg.name })
      .from(items)
      .innerJoin(pkg, eq(pkg.id, items.packageId))
      .where(and(eq(items.tenantId, tenantId), eq(items.productId, row.id), eq(pkg.status, "active")))
      .orderBy(asc(pkg.name)),
  ]);
  return { ...toCard(row), sku: row.sku, description: row.description, collections, packages };
}

export type CollectionSummary = { id: string; slug: string; name: string; description: string; image: ImageRef };

export async function listCollections({ tenantId }: { tenantId: string }): Promise<CollectionSummary[]> {
  const db = await getDb();
  const c = schema.collections;
  const rows = await db
    .select({ id: c.id, slug: c.slug, name: c.name, description: c.description, imagePath: img.path, imageAlt: img.alt })
    .from(c)
    .leftJoin(img, eq(img.id, c.imageId))
    .where(and(eq(c.tenantId, tenantId), eq(c.status, "active")))
    // Largest collections first (the store's main lines), then by name.
    .orderBy(
      desc(sql`(select count(*) from ${schema.productCollections} pc where pc.collection_id = ${c.id} and pc.tenant_id = ${tenantId})`),
      asc(c.name),
    );
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, description: r.description, image: r.imagePath ? { src: r.imagePath, alt: r.imageAlt ?? r.name } : null }));
}

export async function getCollectionBySlug({ tenantId, slug }: { tenantId: string; slug: string }): Promise<(CollectionSummary & { products: ProductCard[] }) | null> {
  const db = await getDb();
  const c = schema.collections;
  const [row] = await db
    .select({ id: c.id, slug: c.slug, name: c.name, description: c.description, imagePath: img.path, imageAlt: img.alt })
    .from(c)
    .leftJoin(img, eq(img.id, c.imageId))
    .where(and(eq(c.tenantId, tenantId), eq(c.slug, slug), eq(c.status, "active")))
    .limit(1);
  if (!row) return null;
  const pc = schema.productCollections;
  const products = await db
    .select(cardColumns)
    .from(pc)
    .innerJoin(p, eq(p.id, pc.productId))
    .leftJoin(img, eq(img.id, p.imageId))
    .where(and(eq(pc.tenantId, tenantId), eq(pc.collectionId, row.id), eq(p.status, "active")))
    .orderBy(sql`${p.stock} > 0 desc`, asc(p.name));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.imagePath ? { src: row.imagePath, alt: row.imageAlt ?? row.name } : null,
    products: products.map(toCard),
  };
}

export type EventDetail = {
  id: string;
  slug: string;
  name: string;
  description: string;
  venue: string;
  image: ImageRef;
  occurrences: { id: string; startsAt: string; endsAt: string; capacity: number }[];
  tickets: { id: string; name: string; price: number }[];
};

export async function getEventBySlug({ tenantId, slug }: { tenantId: string; slug: string }): Promise<EventDetail | null> {
  const db = await getDb();
  const e = schema.events;
  const [row] = await db
    .select({ id: e.id, slug: e.slug, name: e.name, description: e.description, venue: e.venue, imagePath: img.path, imageAlt: img.alt })
    .from(e)
    .leftJoin(img, eq(img.id, e.imageId))
    .where(and(eq(e.tenantId, tenantId), eq(e.slug, slug), eq(e.status, "published")))
    .limit(1);
  if (!row) return null;
  const o = schema.eventOccurrences;
  const t = schema.eventTicketPrices;
  const [occurrences, tickets] = await Promise.all([
    db
      .select({ id: o.id, startsAt: isoSeconds(o.startsAt), endsAt: isoSeconds(o.endsAt), capacity: o.capacity })
      .from(o)
      .where(and(eq(o.tenantId, tenantId), eq(o.eventId, row.id)))
      .orderBy(asc(o.startsAt)),
    db.select({ id: t.id, name: t.name, price: t.price }).from(t).where(and(eq(t.tenantId, tenantId), eq(t.eventId, row.id))).orderBy(asc(t.price)),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    venue: row.venue,
    image: row.imagePath ? { src: row.imagePath, alt: row.imageAlt ?? row.name } : null,
    occurrences,
    tickets,
  };
}

/** An active subscription package's name, description and image, for its configuration page. */
export async function getPackageSummary({ tenantId, productId }: { tenantId: string; productId: string }): Promise<(ProductCard & { description: string }) | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(productId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ ...cardColumns, description: p.description })
    .from(p)
    .leftJoin(img, eq(img.id, p.imageId))
    .where(and(eq(p.tenantId, tenantId), eq(p.id, productId), eq(p.kind, "subscription_package"), eq(p.status, "active")))
    .limit(1);
  return row ? { ...toCard(row), description: row.description } : null;
}
