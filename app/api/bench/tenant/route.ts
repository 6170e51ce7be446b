import { getEnv } from "@/lib/env";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/bench/tenant: diagnostics for `npm run bench` — the floor's fixed JSON through the API wrapper with an
// API token (verified as every storefront operation verifies it), not matched by proxy.ts, so the benchmark can tell
// the token's cost from the proxy's and an operation's. 404 unless BENCH_ROUTES=true.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(({ req }) =>
    Promise.resolve(
      getEnv().BENCH_ROUTES
        ? json({ status: "ok", message: "floor" })
        : json({ message: `The route ${req.nextUrl.pathname} could not be found.` }, { status: 404 }),
    ),
  ),
});
