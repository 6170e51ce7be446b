import { catalogTag, eventsTag } from "@/lib/catalog/catalog-cache";
import { pagesTag } from "@/lib/cms/page-cache";
import { vocabularyTag } from "@/lib/search/correct-words";
import { searchQuery, searchResponse } from "@/lib/search/schemas";
import { search } from "@/lib/search/search";
import { inMarket, marketVary } from "../market-read";
import { defineOperation } from "../operation";

export const searchOperations = {
  search: defineOperation({
    method: "GET",
    path: "/search",
    token: "api",
    tag: "Search",
    summary: "Search products, pages, collections, events and subscription packages",
    description:
      "Full-text search with typo tolerance. `type` limits the search to one kind; `limit` is per type. Prices are in `market` (a market id or a country code), else the caller's country's market, else the primary market.",
    query: searchQuery,
    output: searchResponse,
    rateLimit: "search",
    // A short window per tenant and normalised query (trimmed q, type, limit), dropped by any edit of what it finds.
    responseCache: { fresh: 30, tags: () => [catalogTag, eventsTag, pagesTag, vocabularyTag, "markets"], vary: marketVary },
    run: ({ tenantId, query, req }) =>
      inMarket({ tenantId, market: query.market, req }, (market) => search({ tenantId, input: query, market })),
  }),
};
