import type { NextRequest } from "next/server";
import { getEnv } from "../env";
import { log } from "../log";
import { everyStoreCorsOrigins, tenantCorsOrigins } from "../tenants/cors-origins";
import { compileOrigins } from "../tenants/origin-patterns";

/**
 * CORS for headless storefronts. An origin is granted when it is the app's own, on the CORS_ORIGINS allow-list
 * (exact origins, `*`, or patterns like `https://*.example.dev`), or on a store's own list (tenants.cors_origins,
 * lib/tenants/origin-patterns.ts for the rules):
 * - a request whose token names a store (`tenantId`): that store's list only, so another store's origin is never
 *   granted with this store's token;
 * - a request with no verified token (a preflight, which carries no Authorization; a public route; a 401): any
 *   store's list, as the browser then sends the real request, which the rule above decides.
 * No credentials (tokens travel in Authorization); `ETag` and `X-Cache` are exposed beside our own headers.
 */
const grant = {
  "access-control-allow-headers": "Authorization, Content-Type, Idempotency-Key, If-None-Match, X-Order-Token, X-Request-Id",
  "access-control-expose-headers": "X-Request-Id, Retry-After, Idempotent-Replayed, ETag, X-Cache",
  "access-control-max-age": "600",
  vary: "Origin",
};

/** How long a cold look-up of the stores' lists may delay an answer (the lists are cached; this is the database). */
const lookupBudgetMs = 1_000;

async function storesAllow(origin: string, tenantId: string | undefined): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const lookup = tenantId ? tenantCorsOrigins({ tenantId }) : everyStoreCorsOrigins();
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), lookupBudgetMs)));
    const origins = await Promise.race([lookup, late]);
    if (!origins) throw new Error(`no answer within ${lookupBudgetMs} ms`);
    return compileOrigins(origins).allows(origin);
  } catch (error) {
    // The database is down or hung: the answer itself says so (503 after its deadline); CORS falls back to the
    // environment's list rather than hold the answer back.
    log.warn("cors_origins_unavailable", { error: error instanceof Error ? error.message : String(error) });
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function corsHeaders(req: NextRequest, tenantId?: string): Promise<Record<string, string>> {
  const origin = req.headers.get("origin");
  if (!origin) return {};
  const env = getEnv();
  const allowed =
    origin === new URL(env.APP_URL).origin ||
    env.corsOrigins.includes(origin) ||
    env.corsOrigins.includes("*") ||
    compileOrigins(env.corsOrigins).allows(origin) ||
    (await storesAllow(origin, tenantId));
  if (!allowed) return { vary: "Origin" };
  return { ...grant, "access-control-allow-origin": origin };
}
