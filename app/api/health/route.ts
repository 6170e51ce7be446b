import { checkHealth } from "@/lib/health/check-health";
import { json, methods, withPublic } from "@/lib/http/route";

// GET /api/health: the process is up and the database answers.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic(async () => json(await checkHealth())),
});
