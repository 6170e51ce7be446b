import { getEnv } from "@/lib/env";
import { json, methods, withPublic } from "@/lib/http/route";

// GET /api/bench/proxied: diagnostics for `npm run bench` — exactly /api/bench/wrapped, but matched by proxy.ts
// (as /api/v1/* is), so the benchmark can tell the proxy's cost per request. 404 unless BENCH_ROUTES=true.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic(({ req }) =>
    Promise.resolve(
      getEnv().BENCH_ROUTES
        ? json({ status: "ok", message: "floor" })
        : json({ message: `The route ${req.nextUrl.pathname} could not be found.`, code: "route_not_found" }, { status: 404 }),
    ),
  ),
});
