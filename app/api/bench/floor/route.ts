import { connection } from "next/server";

// GET /api/bench/floor: the framework's floor for `npm run bench` — a fixed small JSON, no auth, no database,
// no logging. `connection()` only keeps it a request-time handler (never prerendered), as every API route is.
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ status: "ok", message: "floor" });
}
