import { getEnv } from "@/lib/env";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/bench/tenant/{slug}: diagnostics for `npm run bench` — /api/bench/tenant behind a dynamic segment (as
// /api/v1/cms/posts/{slug} is), so the benchmark can tell the cost of routing to a dynamic route. 404 unless
// BENCH_ROUTES=true.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(({ req }) =>
    Promise.resolve(
      getEnv().BENCH_ROUTES
        ? json({ status: "ok", message: "floor" })
        : json({ message: `The route ${req.nextUrl.pathname} could not be found.` }, { status: 404 }),
    ),
  ),
});
