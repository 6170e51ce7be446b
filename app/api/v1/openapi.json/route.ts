import { json, methods, withPublic } from "@/lib/http/route";
import { openApiDocument } from "@/lib/openapi/document";

// GET /api/v1/openapi.json: the OpenAPI 3.1 description of this API (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic(async () => json(openApiDocument(), { headers: { "cache-control": "public, max-age=300" } })),
});
