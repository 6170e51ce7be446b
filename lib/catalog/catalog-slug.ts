import "server-only";
import { and, eq, like, ne, or, sql } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { ConflictError } from "../errors/domain";
import { slugFromTitle } from "./slug-from-title";

type SlugTable = "products" | "collections" | "pages" | "posts" | "events";
const tables = {
  products: schema.products,
  collections: schema.collections,
  pages: schema.cmsPages,
  posts: schema.blogPosts,
  events: schema.events,
} as const;
const nouns = { products: "product", collections: "collection", pages: "page", posts: "post", events: "event" } as const;
/** Slugs the operator routes use themselves (POST /operator/products/import): no product may take them. */
const reserved: Record<SlugTable, readonly string[]> = { products: ["import"], collections: [], pages: [], posts: [], events: [] };

/**
 * Serialises the catalogue's slug choices of one store for the rest of the transaction, so two creations deriving the
 * same slug at the same moment get `blue-mug` and `blue-mug-2` rather than one of them a unique violation.
 */
export async function lockCatalogSlugs(executor: Executor, tenantId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog-slugs:${tenantId}`}))`);
}

/**
 * The slug a new or renamed record gets. A slug the operator gave must be free in the store (another record of the
 * same kind with it → 409 `slug_taken`); one derived from the title takes the first free of `base`, `base-2`, `base-3`….
 */
export async function chooseSlug({
  executor,
  tenantId,
  table,
  given,
  title,
  exceptId,
}: {
  executor: Executor;
  tenantId: string;
  table: SlugTable;
  given: string | undefined;
  title: string;
  exceptId?: string;
}): Promise<string> {
  const t = tables[table];
  const others = (where: ReturnType<typeof eq>) =>
    executor
      .select({ slug: t.slug })
      .from(t)
      .where(and(eq(t.tenantId, tenantId), where, exceptId ? ne(t.id, exceptId) : undefined));
  if (given !== undefined) {
    if (reserved[table].includes(given))
      throw new ConflictError(`The slug ${given} is reserved for the back office's own use: choose another.`).withCode("slug_taken");
    const [taken] = await others(eq(t.slug, given)).limit(1);
    if (taken)
      throw new ConflictError(`Another ${nouns[table]} of the store has the slug ${given}: choose another.`).withCode("slug_taken");
    return given;
  }
  const base = slugFromTitle(title, nouns[table]);
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const used = new Set([...reserved[table], ...(await others(or(eq(t.slug, base), like(t.slug, `${escaped}-%`))!)).map((r) => r.slug)]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
