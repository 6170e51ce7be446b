import type { NextRequest } from "next/server";
import { cachedWithStatus } from "../cache/tenant-cache";
import { isPastLastPage } from "../pagination/schemas";
import { represent, type Representation } from "../http/representation";

/** An operation's answer; `rep` (the serialized bytes) is made once, when first needed, and kept with it. */
export type CachedAnswer = { value: unknown; status: number; headers: Record<string, string>; scope: string; rep?: Representation };

export function representationOf(answer: CachedAnswer): Representation {
  return (answer.rep ??= represent(answer.value, answer.scope));
}

/**
 * Answers not kept: anything but a 200, a copy the data's own cache served stale (its refresh is under way), and a
 * list's page past the last (every page number would be a new entry, all of them empty).
 */
function keepable(answer: CachedAnswer): boolean {
  return answer.status === 200 && answer.headers["x-cache"] !== "stale" && !isPastLastPage(answer.value);
}

/**
 * What a kept answer holds in memory: its serialized bytes, the value they were made from (about three times their
 * length as objects) and, once asked for, its gzip bytes (well under the identity length for JSON).
 */
function weighAnswer(answer: CachedAnswer | undefined): number {
  const bytes = answer?.rep?.bytes.length ?? 0;
  return 5 * bytes + 512;
}

export function toCachedAnswer(body: unknown, status: number, headers: Record<string, string>, scope: string): CachedAnswer {
  return { value: body, status, headers, scope };
}

/**
 * The serialized answer of a GET operation from the tenant's cache (lib/cache/tenant-cache.ts): keyed by the
 * operation and its parsed path and query, tagged like the data, fresh for `fresh` seconds (no stale window: the
 * data's own cache keeps its stale-while-revalidate). `load` runs the operation on a miss; it returns a Response
 * when the operation built its own (never cached). One load per key at a time; a tag invalidated while loading
 * keeps the loaded answer out of the cache.
 */
export async function cachedAnswer({
  tenantId,
  key,
  tags,
  fresh,
  load,
}: {
  tenantId: string;
  key: string[];
  tags: string[];
  fresh: number;
  req: NextRequest;
  load: () => Promise<CachedAnswer | Response>;
}): Promise<{ answer: CachedAnswer | Response; hit: boolean }> {
  let mine: CachedAnswer | Response | undefined;
  const { value, status } = await cachedWithStatus(
    { tenantId, key, tags, policy: { fresh, stale: 0 }, weigh: weighAnswer, layer: "response" },
    async () => {
      mine = await load();
      if (mine instanceof Response || !keepable(mine)) return undefined;
      representationOf(mine); // serialized once, before it is shared
      return mine;
    },
  );
  if (value) return { answer: value, hit: status === "hit" };
  if (mine) return { answer: mine, hit: false };
  // This request joined another's load whose answer is not kept (an error, a stale copy): run it for this one.
  return { answer: await load(), hit: false };
}
