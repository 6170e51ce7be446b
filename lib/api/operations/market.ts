import { detectMarket } from "@/lib/market/detect-market";
import { marketResponse } from "@/lib/market/schemas";
import { defineOperation } from "../operation";

export const marketOperations = {
  detectMarket: defineOperation({
    method: "GET",
    path: "/market",
    token: "api",
    tag: "Settings",
    summary: "Detect the visitor's market from the client address",
    description: "`detectedCountry` is `XX` when the address has no country; `market` is null when no market has the country.",
    output: marketResponse,
    run: ({ tenantId, req }) => detectMarket({ tenantId, req }),
  }),
};
