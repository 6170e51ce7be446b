import { getEnv } from "@/lib/env";
import type { NextRequest } from "next/server";
import { json, methods, withTenant, type NextHandler } from "@/lib/http/route";

// GET /api/bench/tenant: diagnostics for `npm run bench` — the floor's fixed JSON through the API wrapper with an
// API token (verified as every storefront operation verifies it), not matched by proxy.ts, so the benchmark can tell
// the token's cost from the proxy's and an operation's. 404 unless BENCH_ROUTES=true.
const routes = methods({ GET: withTenant(() => Promise.resolve(json({ status: "ok", message: "floor" }))) });

// Checked before the token, so a production start answers 404 with or without one.
const hidden = (req: NextRequest) =>
  json({ message: `The route ${req.nextUrl.pathname} could not be found.`, code: "route_not_found" }, { status: 404 });
const guard =
  (handler: NextHandler): NextHandler =>
  (req, ctx) =>
    getEnv().BENCH_ROUTES ? handler(req, ctx) : Promise.resolve(hidden(req));

export const GET = guard(routes.GET);
export const POST = guard(routes.POST);
export const PUT = guard(routes.PUT);
export const PATCH = guard(routes.PATCH);
export const DELETE = guard(routes.DELETE);
export const OPTIONS = guard(routes.OPTIONS);
