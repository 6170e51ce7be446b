import { getEnv } from "@/lib/env";
import { json, methods, withPublic } from "@/lib/http/route";

// GET /api/bench/wrapped: diagnostics for `npm run bench` — the floor's fixed JSON served through the API's own
// wrapper (request id, logging, CORS, error path; no token, no database), so the benchmark can tell the wrapper's
// cost from an operation's. Unreachable (404) unless the server runs with BENCH_ROUTES=true, as the benchmark starts it.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic(({ req }) =>
    Promise.resolve(
      getEnv().BENCH_ROUTES
        ? json({ status: "ok", message: "floor" })
        : json({ message: `The route ${req.nextUrl.pathname} could not be found.`, code: "route_not_found" }, { status: 404 }),
    ),
  ),
});
