import { json, methods, withPublic } from "@/lib/http/route";

// GET /api/bench/wrapped: diagnostics for `npm run bench` — the floor's fixed JSON served through the API's own
// wrapper (request id, logging, CORS, error path; no token, no database), so the benchmark can tell the wrapper's
// cost from an operation's.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic(async () => json({ status: "ok", message: "floor" })),
});
