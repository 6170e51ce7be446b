import "server-only";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { getEnv } from "../env";
import { retryDelaySeconds } from "../jobs/backoff";
import { JobDeferred, type StoreJob } from "../jobs/run-store-jobs";
import { postWebhook } from "./post-webhook";
import { signWebhook } from "./sign-webhook";

/** A delivery waiting for an earlier one of its record looks again after at least this long. */
const waitMs = 500;

/**
 * The `webhook.deliver` job: sends one delivery, signed, and records the outcome on it. The attempt is counted on the
 * delivery before the request goes out, so a worker killed mid-request has used it too (a delivery is tried at most
 * WEBHOOK_MAX_ATTEMPTS times, whatever happened to its jobs). A 2xx answer → delivered. Anything else (another
 * status, a refused or timed-out connection, a private address) is recorded (last status, last error, next try) and
 * thrown, so pg-boss retries the job with backoff (WEBHOOK_RETRY_BASE_SECONDS, doubling, jittered) until the last
 * attempt → failed. Deliveries of one record to one endpoint go in order: while an earlier one is still pending this
 * job waits (sent again for later, no attempt counted). A delivery no longer pending (delivered, failed, its endpoint
 * deleted) is skipped: a job sent twice for it does nothing twice.
 */
export async function deliverWebhook(job: StoreJob): Promise<string> {
  const env = getEnv();
  const db = await getDb();
  const d = schema.webhookDeliveries;
  const w = schema.webhookEndpoints;
  const deliveryId = String(job.data.deliveryId);
  const [delivery] = await db
    .select({
      id: d.id,
      tenantId: d.tenantId,
      endpointId: d.endpointId,
      eventId: d.eventId,
      eventType: d.eventType,
      subject: d.subject,
      seq: d.seq,
      body: d.body,
      status: d.status,
      attempts: d.attempts,
      url: w.url,
      secret: w.secret,
    })
    .from(d)
    .innerJoin(w, and(eq(w.tenantId, d.tenantId), eq(w.id, d.endpointId)))
    .where(and(eq(d.tenantId, job.tenantId), eq(d.id, deliveryId)))
    .limit(1);
  if (!delivery || delivery.status !== "pending") return "skipped";

  const [earlier] = await db
    .select({ nextAttemptAt: d.nextAttemptAt })
    .from(d)
    .where(and(eq(d.endpointId, delivery.endpointId), eq(d.subject, delivery.subject), eq(d.status, "pending"), lt(d.seq, delivery.seq)))
    .orderBy(asc(d.seq))
    .limit(1);
  if (earlier) {
    const due = earlier.nextAttemptAt ? new Date(earlier.nextAttemptAt).getTime() : 0;
    throw new JobDeferred(new Date(Math.max(Date.now() + waitMs, due)), "waiting for an earlier delivery of the same record");
  }

  const where = and(eq(d.tenantId, delivery.tenantId), eq(d.id, delivery.id));
  const attempt = delivery.attempts + 1;
  const last = attempt >= env.WEBHOOK_MAX_ATTEMPTS;
  if (attempt > env.WEBHOOK_MAX_ATTEMPTS) {
    await db
      .update(d)
      .set({ status: "failed", nextAttemptAt: null, updatedAt: sql`now()` })
      .where(where);
    return "failed";
  }
  const next = new Date(Date.now() + retryDelaySeconds(attempt, env.WEBHOOK_RETRY_BASE_SECONDS) * 1000);
  await db
    .update(d)
    .set({ attempts: attempt, nextAttemptAt: last ? null : next.toISOString(), updatedAt: sql`now()` })
    .where(where);

  const timestamp = Math.floor(Date.now() / 1000);
  const outcome = await postWebhook({
    url: delivery.url,
    body: delivery.body,
    headers: {
      "content-type": "application/json",
      "user-agent": "Storefront-Webhooks/1",
      "storefront-event-id": delivery.eventId,
      "storefront-event-type": delivery.eventType,
      "storefront-delivery-id": delivery.id,
      "storefront-signature": signWebhook({ secret: delivery.secret, timestamp, body: delivery.body }),
    },
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  });
  if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
    await db
      .update(d)
      .set({
        status: "delivered",
        lastResponseStatus: outcome.status,
        lastError: null,
        deliveredAt: sql`now()`,
        nextAttemptAt: null,
        updatedAt: sql`now()`,
      })
      .where(where);
    return "delivered";
  }
  const error = outcome.status === null ? outcome.error : `the receiver answered ${outcome.status}`;
  await db
    .update(d)
    .set({
      status: last ? "failed" : "pending",
      lastResponseStatus: outcome.status,
      lastError: error.slice(0, 500),
      nextAttemptAt: last ? null : next.toISOString(),
      updatedAt: sql`now()`,
    })
    .where(where);
  throw new Error(`webhook delivery ${delivery.id}: ${error}`);
}
