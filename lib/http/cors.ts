import type { NextRequest } from "next/server";
import { getEnv } from "../env";

/** CORS for headless storefronts: only origins on the CORS_ORIGINS allow-list (and the app's own). */
export function corsHeaders(req: NextRequest): Record<string, string> {
  const origin = req.headers.get("origin");
  if (!origin) return {};
  const env = getEnv();
  const allowed = origin === new URL(env.APP_URL).origin || env.corsOrigins.includes(origin) || env.corsOrigins.includes("*");
  if (!allowed) return { vary: "Origin" };
  return {
    "access-control-allow-origin": origin,
    "access-control-allow-headers": "Authorization, Content-Type, Idempotency-Key, X-Request-Id",
    "access-control-expose-headers": "X-Request-Id, Retry-After, Idempotent-Replayed",
    "access-control-max-age": "600",
    vary: "Origin",
  };
}
