import { searchQuery, searchResponse } from "@/lib/search/schemas";
import { search } from "@/lib/search/search";
import { defineOperation } from "../operation";

export const searchOperations = {
  search: defineOperation({
    method: "GET",
    path: "/search",
    token: "api",
    tag: "Search",
    summary: "Search products, pages, collections, events and subscription packages",
    description: "Full-text search with typo tolerance. `type` limits the search to one kind; `limit` is per type.",
    query: searchQuery,
    output: searchResponse,
    rateLimit: "search",
    run: ({ tenantId, query }) => search({ tenantId, input: query }),
  }),
};
