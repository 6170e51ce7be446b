import "server-only";
import { and, eq } from "drizzle-orm";
import { schema, type Executor } from "@/db/client";

/** Puts a post in exactly these collections of its store (ids checked by checkPostReferences). */
export async function setPostCollections({
  executor,
  tenantId,
  postId,
  collectionIds,
}: {
  executor: Executor;
  tenantId: string;
  postId: string;
  collectionIds: string[];
}): Promise<void> {
  const bpc = schema.blogPostCollections;
  await executor.delete(bpc).where(and(eq(bpc.tenantId, tenantId), eq(bpc.postId, postId)));
  if (collectionIds.length) await executor.insert(bpc).values(collectionIds.map((collectionId) => ({ tenantId, postId, collectionId })));
}
