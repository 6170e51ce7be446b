import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { ConflictError, InvalidInputError } from "../errors/domain";
import { webhookUrlProblem } from "./check-webhook-url";
import type { WebhookEventType } from "./events";
import type { CreateWebhookInput } from "./schemas";

/** A store's endpoints at most (each event fans out to every one of them). */
export const maxWebhooksPerStore = 20;

/**
 * POST /operator/webhooks: a new endpoint with a fresh `whsec_…` secret, answered once with the secret. A URL whose
 * host is or resolves to a private address → 422 on `url` (unless WEBHOOK_ALLOW_PRIVATE=true); more than
 * `maxWebhooksPerStore` → 409 `webhook_limit_reached`.
 */
export async function createWebhook({ tenantId, input }: { tenantId: string; input: CreateWebhookInput }) {
  const problem = await webhookUrlProblem(input.url);
  if (problem) throw new InvalidInputError({ url: [problem] }).withCode("webhook_url_refused");
  const db = await getDb();
  const w = schema.webhookEndpoints;
  return db.transaction(async (tx) => {
    // One creator at a time per store, so the limit holds under concurrent creates.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${tenantId}`}))`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(w)
      .where(eq(w.tenantId, tenantId));
    if (Number(count?.n ?? 0) >= maxWebhooksPerStore)
      throw new ConflictError(`A store may have at most ${maxWebhooksPerStore} webhooks: delete one first.`).withCode(
        "webhook_limit_reached",
      );
    const secret = `whsec_${randomBytes(24).toString("base64url")}`;
    const [row] = await tx
      .insert(w)
      .values({ tenantId, url: input.url, events: input.events, secret })
      .returning({ id: w.id, url: w.url, events: w.events, secret: w.secret, createdAt: isoSeconds(w.createdAt) });
    return { ...row!, events: row!.events as WebhookEventType[] };
  });
}
