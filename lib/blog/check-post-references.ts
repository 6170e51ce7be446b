import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";
import { InvalidInputError } from "../errors/domain";

/**
 * The ids a post's author and collections name, each checked against the store: a staff member or collection of
 * another store, or none, is refused with 422 naming `authorId` or `collections`. Fields not given stay undefined.
 */
export async function checkPostReferences({
  executor,
  tenantId,
  authorId,
  collections,
}: {
  executor: Executor;
  tenantId: string;
  authorId: string | null | undefined;
  collections: string[] | undefined;
}): Promise<{ authorStaffId: string | null | undefined; collectionIds: string[] | undefined }> {
  const errors: Record<string, string[]> = {};
  if (authorId) {
    const u = schema.adminUsers;
    const [staff] = await executor
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.tenantId, tenantId), eq(u.id, authorId)))
      .limit(1);
    if (!staff) errors.authorId = ["The authorId field must be the id of one of the store's staff members."];
  }
  let collectionIds: string[] | undefined;
  if (collections !== undefined) {
    const wanted = [...new Set(collections)];
    const c = schema.collections;
    const found = wanted.length
      ? await executor
          .select({ id: c.id, slug: c.slug })
          .from(c)
          .where(and(eq(c.tenantId, tenantId), inArray(c.slug, wanted)))
      : [];
    const missing = wanted.filter((slug) => !found.some((f) => f.slug === slug));
    if (missing.length) errors.collections = [`The store has no collection ${missing.map((m) => `“${m}”`).join(", ")}.`];
    collectionIds = found.map((f) => f.id);
  }
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return { authorStaffId: authorId, collectionIds };
}
