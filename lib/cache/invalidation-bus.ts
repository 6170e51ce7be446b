import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { log } from "../log";

/**
 * Cache invalidation across instances. With `REDIS_URL` set, every local invalidation (lib/cache/tenant-cache.ts
 * `invalidateTags`) is published on a Redis channel, and every other instance applies it through the same local
 * path (so whatever that path does — dropping entries, revalidating page tags — happens on every instance),
 * typically within a few milliseconds. Without `REDIS_URL` nothing is started and nothing is published.
 *
 * Pub/sub is fire-and-forget: an instance disconnected from Redis misses invalidations until it reconnects; it then
 * converges within the fresh windows, as before. The channel is `CACHE_BUS_CHANNEL` (default
 * `storefront:cache-invalidation`); pub/sub ignores Redis database numbers, so deployments sharing one Redis
 * server set their own.
 */

type Apply = (tenantId: string, tags: string[]) => void;
type Message = { from: string; tenantId: string; tags: string[] };

type Bus = {
  instance: string;
  publisher?: Redis;
  subscriber?: Redis;
  apply?: Apply;
  /** True while a remote invalidation is being applied: it is not published again. */
  applyingRemote: boolean;
  started: boolean;
};

const busKey = Symbol.for("storefront.invalidation-bus");
const g = globalThis as typeof globalThis & { [busKey]?: Bus };
const bus: Bus = (g[busKey] ??= { instance: randomUUID(), applyingRemote: false, started: false });

const channel = () => process.env.CACHE_BUS_CHANNEL?.trim() || "storefront:cache-invalidation";
const redisUrl = () => process.env.REDIS_URL?.trim() || undefined;

function isMessage(value: unknown): value is Message {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.from === "string" && typeof m.tenantId === "string" && Array.isArray(m.tags) && m.tags.every((t) => typeof t === "string")
  );
}

/** The local invalidation path remote invalidations are applied through (tenant-cache's `invalidateTags`). */
export function onRemoteInvalidation(apply: Apply): void {
  bus.apply = apply;
}

/**
 * Connects and listens, once per process, when REDIS_URL is set: called at server start (instrumentation.ts), so
 * an idle instance listens too. Scripts (CLI, seed, worker) never start it and keep no connection open.
 */
export function startInvalidationBus(): void {
  const url = redisUrl();
  if (bus.started || !url) return;
  bus.started = true;
  void (async () => {
    const { Redis } = await import("ioredis");
    let lastWarning = 0;
    const warn = (error: unknown) => {
      if (Date.now() - lastWarning < 60_000) return; // at most a line a minute while Redis is down
      lastWarning = Date.now();
      log.warn("cache_bus_unavailable", { error: error instanceof Error ? error.message : String(error) });
    };
    // Publishing never waits for a lost connection: no offline queue, one attempt.
    bus.publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    bus.publisher.on("error", warn);
    bus.subscriber = new Redis(url, { connectTimeout: 2_000 });
    bus.subscriber.on("error", warn);
    bus.subscriber.on("message", (_channel: string, raw: string) => {
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      if (!isMessage(message) || message.from === bus.instance || !bus.apply) return;
      bus.applyingRemote = true;
      try {
        bus.apply(message.tenantId, message.tags);
      } catch (error) {
        log.warn("cache_bus_apply_failed", { error: error instanceof Error ? error.message : String(error) });
      } finally {
        bus.applyingRemote = false;
      }
    });
    await bus.subscriber.subscribe(channel()).catch(warn);
  })().catch((error: unknown) => log.warn("cache_bus_unavailable", { error: error instanceof Error ? error.message : String(error) }));
}

/** Tells the other instances about a local invalidation (no-op without REDIS_URL, or while applying a remote one). */
export function publishInvalidation(tenantId: string, tags: string[]): void {
  if (bus.applyingRemote || !bus.publisher || tags.length === 0) return;
  const message: Message = { from: bus.instance, tenantId, tags };
  bus.publisher.publish(channel(), JSON.stringify(message)).catch(() => {
    // Logged by the connection's error handler; the other instances converge within the fresh windows.
  });
}
