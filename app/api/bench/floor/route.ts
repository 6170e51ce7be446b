import { connection } from "next/server";
import { getEnv } from "@/lib/env";

// GET /api/bench/floor: the framework's floor for `npm run bench` — a fixed small JSON, no auth, no database,
// no logging. `connection()` only keeps it a request-time handler (never prerendered), as every API route is.
// Unreachable (404) unless the server runs with BENCH_ROUTES=true, as the benchmark starts it.
export async function GET(): Promise<Response> {
  await connection();
  if (!getEnv().BENCH_ROUTES)
    return Response.json({ message: "The route /api/bench/floor could not be found.", code: "route_not_found" }, { status: 404 });
  return Response.json({ status: "ok", message: "floor" });
}
