import { detectMarket } from "@/lib/market/detect-market";
import { marketLookupQuery, marketResponse } from "@/lib/market/schemas";
import { defineOperation } from "../operation";

export const marketOperations = {
  detectMarket: defineOperation({
    method: "GET",
    path: "/market",
    token: "api",
    tag: "Settings",
    summary: "Detect the visitor's market from the client address",
    description:
      "`detectedCountry` is `XX` when the address has no country; `market` is null when no market has the country. `country` (an ISO 3166 code, extension) resolves that country instead of the caller's; anything but two letters is 422.",
    query: marketLookupQuery,
    output: marketResponse,
    run: ({ tenantId, req, query }) => detectMarket({ tenantId, req, country: query.country }),
  }),
};
