import { loadTenantCorsOrigins, setTenantCorsOrigins } from "@/lib/tenants/cors-origins";
import { corsSettingsEnvelope, corsSettingsPatch } from "@/lib/tenants/schemas";
import { getStoreSettings } from "@/lib/catalog/store-settings";
import { rewardsSettingsEnvelope, rewardsSettingsPatch } from "@/lib/rewards/schemas";
import { setRewardsEnabled } from "@/lib/rewards/set-rewards-enabled";
import { defineOperation } from "../operation";

/** The store's own settings that are not a domain of their own (integrators: CORS origins). */
export const tenantOperations = {
  getCorsSettings: defineOperation({
    method: "GET",
    path: "/operator/settings/cors",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "The browser origins allowed with the store's tokens",
    description:
      "Origins (`https://shop.example.com`) and patterns (`https://*.example.dev`: one label or more in place of `*`) a browser may call the API from with this store's tokens, beside the server's `CORS_ORIGINS`. Also set with `npm run cli -- tenant set-cors`.",
    extension: true,
    output: corsSettingsEnvelope,
    run: async ({ tenantId }) => ({ data: { origins: await loadTenantCorsOrigins({ tenantId }) } }),
  }),

  updateCorsSettings: defineOperation({
    method: "PATCH",
    path: "/operator/settings/cors",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Replace the browser origins allowed with the store's tokens",
    description:
      "`origins` replaces the list (`[]` clears it; at most 50). Each entry is an origin, `scheme://host[:port]` with `https` or `http` and no path, or a pattern whose host starts with `*` labels (`https://*.example.dev` matches `https://pr-1.example.dev` and `https://a.b.example.dev`, not `https://example.dev`); at least two fixed labels after `*`. Entries are stored in lower case without a default port. A bad entry → 422 keyed `origins.N` saying what is wrong, nothing changed. Takes effect at once (on every instance with `REDIS_URL`).",
    extension: true,
    body: corsSettingsPatch,
    output: corsSettingsEnvelope,
    run: async ({ tenantId, body }) => ({ data: { origins: await setTenantCorsOrigins({ tenantId, origins: body.origins }) } }),
  }),

  getRewardsSettings: defineOperation({
    method: "GET",
    path: "/operator/settings/rewards",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "The store's loyalty programme switch",
    description:
      "`enabled`: whether orders earn points (1 point per whole unit of currency paid, docs/commerce.md) and customers see Rewards. Owners only.",
    extension: true,
    output: rewardsSettingsEnvelope,
    run: async ({ tenantId }) => ({ data: { enabled: (await getStoreSettings({ tenantId })).rewardsEnabled } }),
  }),

  updateRewardsSettings: defineOperation({
    method: "PATCH",
    path: "/operator/settings/rewards",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Switch the loyalty programme on or off",
    description: "`{enabled}`. Points already earned are kept either way. Also `npm run cli -- tenant set-rewards`. Owners only.",
    extension: true,
    body: rewardsSettingsPatch,
    output: rewardsSettingsEnvelope,
    run: async ({ tenantId, body }) => ({ data: await setRewardsEnabled({ tenantId, enabled: body.enabled }) }),
  }),
};
