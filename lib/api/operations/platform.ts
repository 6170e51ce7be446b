import { z } from "zod";
import { defineOperation } from "../operation";

export const platformOperations = {
  getOpenApiDocument: defineOperation({
    method: "GET",
    path: "/openapi.json",
    token: "public",
    tag: "Platform",
    summary: "This document: the OpenAPI 3.1 description of the API",
    description: "The OpenAPI 3.1 document of this API, generated from the operation registry.",
    extension: true,
    output: z.record(z.string(), z.unknown()),
    cache: { "cache-control": "public, max-age=300" },
    responseCache: { fresh: 300, tags: () => [] },
    // Loaded when first asked for: the generator and its examples stay out of every other route's memory.
    run: async () => (await import("../openapi")).openApiDocument() as unknown as Record<string, unknown>,
  }),
};
