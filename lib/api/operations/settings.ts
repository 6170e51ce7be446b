import { NotFoundError } from "@/lib/errors/domain";
import { createMarket } from "@/lib/settings/create-market";
import { createShippingRate } from "@/lib/settings/create-shipping-rate";
import { createTaxRate } from "@/lib/settings/create-tax-rate";
import { deleteMarket } from "@/lib/settings/delete-market";
import { deleteShippingRate } from "@/lib/settings/delete-shipping-rate";
import { deleteTaxRate } from "@/lib/settings/delete-tax-rate";
import { isUuid } from "@/lib/uuid";
import { listOperatorMarkets } from "@/lib/settings/list-operator-markets";
import { listOperatorShippingRates } from "@/lib/settings/list-operator-shipping-rates";
import { listTaxRates } from "@/lib/settings/list-tax-rates";
import { readStoreSettings } from "@/lib/settings/read-store-settings";
import {
  createMarketInput,
  createShippingRateInput,
  createTaxRateInput,
  marketIdParams,
  operatorMarketEnvelope,
  operatorMarketList,
  operatorShippingRateEnvelope,
  operatorShippingRateList,
  operatorTaxRateEnvelope,
  operatorTaxRateList,
  settingDeleted,
  shippingRateIdParams,
  storeSettingsEnvelope,
  storeSettingsPatch,
  taxRateIdParams,
  updateMarketInput,
  updateShippingRateInput,
  updateTaxRateInput,
} from "@/lib/settings/schemas";
import { updateMarket } from "@/lib/settings/update-market";
import { updateShippingRate } from "@/lib/settings/update-shipping-rate";
import { updateStoreSettings } from "@/lib/settings/update-store-settings";
import { updateTaxRate } from "@/lib/settings/update-tax-rate";
import { defineOperation, reply } from "../operation";

/** The one record `id` of a list reader, or 404 (another store's id is not there either). */
async function one<T>(id: string, what: string, read: (id: string) => Promise<T[]>): Promise<T> {
  const [found] = isUuid(id) ? await read(id.toLowerCase()) : [];
  if (!found) throw new NotFoundError(`${what} not found.`);
  return found;
}

const webhookNote = "Every change is audited and sent as a `settings.updated` webhook event.";
const repriced = "Open carts are re-priced on their next read; orders already placed keep their amounts.";

/** The store's settings (docs/settings.md): the store itself, markets, tax rates, delivery rates. Owners write, staff read. */
export const settingsOperations = {
  getStoreSettings: defineOperation({
    method: "GET",
    path: "/operator/store",
    token: "operator",
    tag: "Operator",
    summary: "The store's settings",
    description:
      "`{name, contactEmail, phone, address, logo, socialImage, timezone, weightUnit, guestCheckout}` plus `id`, `slug` and the primary market's `currencyCode`. `logo` and `socialImage` are media ids (null for none).",
    extension: true,
    output: storeSettingsEnvelope,
    run: async ({ tenantId }) => ({ data: await readStoreSettings({ tenantId }) }),
  }),

  updateStoreSettings: defineOperation({
    method: "PATCH",
    path: "/operator/store",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Change the store's settings",
    description: `Any of \`name\`, \`contactEmail\`, \`phone\`, \`address {line1, line2?, city, region?, postalCode, countryCode}\` (null clears), \`logo\` and \`socialImage\` (media ids, null clears), \`timezone\` (IANA), \`weightUnit\` (\`kg\`, \`g\`, \`lb\`, \`oz\`), \`guestCheckout\`. A bad field → 422 naming it, nothing changed. Owners only. ${webhookNote}`,
    extension: true,
    body: storeSettingsPatch,
    output: storeSettingsEnvelope,
    run: async ({ tenantId, body }) => ({ data: await updateStoreSettings({ tenantId, input: body }) }),
  }),

  listMarkets: defineOperation({
    method: "GET",
    path: "/operator/markets",
    token: "operator",
    tag: "Operator",
    summary: "The store's markets, primary first",
    description:
      "Each with its currency (`currencyCode`, `currencySymbol`, `minorUnits`), countries, `primary`, `taxIncluded`, `exchangeRate` (units of its currency per unit of the primary currency) and `rounding`.",
    extension: true,
    output: operatorMarketList,
    run: async ({ tenantId }) => ({ data: await listOperatorMarkets({ tenantId }) }),
  }),

  getMarket: defineOperation({
    method: "GET",
    path: "/operator/markets/{id}",
    token: "operator",
    tag: "Operator",
    summary: "One market",
    description: "Another store's or an unknown id → 404.",
    extension: true,
    params: marketIdParams,
    output: operatorMarketEnvelope,
    errors: { 404: "Market not found." },
    run: async ({ tenantId, params }) => ({
      data: await one(params.id, "Market", (id) => listOperatorMarkets({ tenantId, id })),
    }),
  }),

  createMarket: defineOperation({
    method: "POST",
    path: "/operator/markets",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a market",
    description: `\`{name, currencyCode, countries, primary?, taxIncluded?, exchangeRate?, rounding?}\` → 201. \`currencyCode\` an ISO 4217 code in use; \`countries\` ISO 3166 codes that no other market has (else 422 \`country_in_another_market\` on \`countries\`); \`exchangeRate\` > 0 (default 1); \`rounding\` \`none\`, \`whole\` or \`ninety_nine\`. \`primary: true\` makes it the primary market and the old one an ordinary market, in one transaction; its exchange rate is 1; a new primary currency once the store has orders → 409 \`primary_currency_locked\`. A store's first market is primary. Owners only. ${webhookNote}`,
    extension: true,
    status: 201,
    body: createMarketInput,
    output: operatorMarketEnvelope,
    errors: { 409: "A new primary currency once the store has orders (`primary_currency_locked`)." },
    run: async ({ tenantId, body }) => reply({ data: await createMarket({ tenantId, input: body }) }, { status: 201 }),
  }),

  updateMarket: defineOperation({
    method: "PATCH",
    path: "/operator/markets/{id}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Change a market",
    description: `Any of the creation fields; \`countries\` replaces the list. \`primary: true\` moves the primary mark here (the old primary becomes an ordinary market); \`primary: false\` on the primary market → 422 \`primary_market_required\` (a store has exactly one). The primary market's currency cannot change once the store has orders (409 \`primary_currency_locked\`). ${repriced} Owners only. ${webhookNote}`,
    extension: true,
    params: marketIdParams,
    body: updateMarketInput,
    output: operatorMarketEnvelope,
    errors: { 404: "Market not found.", 409: "A new primary currency once the store has orders (`primary_currency_locked`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updateMarket({ tenantId, id: params.id, input: body }) }),
  }),

  deleteMarket: defineOperation({
    method: "DELETE",
    path: "/operator/markets/{id}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Remove a market",
    description: `With its countries, delivery rate and fixed prices. The primary market → 409 \`primary_market\`; a market an active cart, an order or a live subscription uses → 409 \`market_in_use\`. Owners only. ${webhookNote}`,
    extension: true,
    params: marketIdParams,
    output: settingDeleted,
    errors: { 404: "Market not found.", 409: "The primary market (`primary_market`) or a market in use (`market_in_use`)." },
    run: async ({ tenantId, params }) => deleteMarket({ tenantId, id: params.id }),
  }),

  listTaxRates: defineOperation({
    method: "GET",
    path: "/operator/tax-rates",
    token: "operator",
    tag: "Operator",
    summary: "The store's tax rates",
    description:
      "Per country (and `region`: a US state, a Canadian province; null for the whole country) and tax class (`standard`, `reduced`, `zero`), in percent. A region's rate replaces the country's for addresses there. A class without a rate is untaxed.",
    extension: true,
    output: operatorTaxRateList,
    run: async ({ tenantId }) => ({ data: await listTaxRates({ tenantId }) }),
  }),

  getTaxRate: defineOperation({
    method: "GET",
    path: "/operator/tax-rates/{id}",
    token: "operator",
    tag: "Operator",
    summary: "One tax rate",
    description: "Another store's or an unknown id → 404.",
    extension: true,
    params: taxRateIdParams,
    output: operatorTaxRateEnvelope,
    errors: { 404: "Tax rate not found." },
    run: async ({ tenantId, params }) => ({ data: await one(params.id, "Tax rate", (id) => listTaxRates({ tenantId, id })) }),
  }),

  createTaxRate: defineOperation({
    method: "POST",
    path: "/operator/tax-rates",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a tax rate",
    description: `\`{countryCode, region?, taxClass, rate, name}\` → 201; \`rate\` in percent, 0 to below 100, at most four decimals; \`name\` is shown on tax lines ("VAT"). A second rate for the same country, region and class → 409 \`tax_rate_exists\`. ${repriced} Owners only. ${webhookNote}`,
    extension: true,
    status: 201,
    body: createTaxRateInput,
    output: operatorTaxRateEnvelope,
    errors: { 409: "The store has a rate for this country, region and class (`tax_rate_exists`)." },
    run: async ({ tenantId, body }) => reply({ data: await createTaxRate({ tenantId, input: body }) }, { status: 201 }),
  }),

  updateTaxRate: defineOperation({
    method: "PATCH",
    path: "/operator/tax-rates/{id}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Change a tax rate",
    description: `Any of the creation fields. ${repriced} Owners only. ${webhookNote}`,
    extension: true,
    params: taxRateIdParams,
    body: updateTaxRateInput,
    output: operatorTaxRateEnvelope,
    errors: { 404: "Tax rate not found.", 409: "The store has a rate for this country, region and class (`tax_rate_exists`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updateTaxRate({ tenantId, id: params.id, input: body }) }),
  }),

  deleteTaxRate: defineOperation({
    method: "DELETE",
    path: "/operator/tax-rates/{id}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Remove a tax rate",
    description: `Lines of that country (region) and class are untaxed from then on. ${repriced} Owners only. ${webhookNote}`,
    extension: true,
    params: taxRateIdParams,
    output: settingDeleted,
    errors: { 404: "Tax rate not found." },
    run: async ({ tenantId, params }) => deleteTaxRate({ tenantId, id: params.id }),
  }),

  listOperatorShippingRates: defineOperation({
    method: "GET",
    path: "/operator/shipping-rates",
    token: "operator",
    tag: "Operator",
    summary: "The store's delivery rates",
    description:
      "One per market: `price` (flat), `freeOver` (orders whose product subtotal reaches it ship free; null: never) in major units of the market's `currencyCode`, `deliveryDays` (shown, not enforced).",
    extension: true,
    output: operatorShippingRateList,
    run: async ({ tenantId }) => ({ data: await listOperatorShippingRates({ tenantId }) }),
  }),

  getShippingRate: defineOperation({
    method: "GET",
    path: "/operator/shipping-rates/{id}",
    token: "operator",
    tag: "Operator",
    summary: "One delivery rate",
    description: "Another store's or an unknown id → 404.",
    extension: true,
    params: shippingRateIdParams,
    output: operatorShippingRateEnvelope,
    errors: { 404: "Shipping rate not found." },
    run: async ({ tenantId, params }) => ({
      data: await one(params.id, "Shipping rate", (id) => listOperatorShippingRates({ tenantId, id })),
    }),
  }),

  createShippingRate: defineOperation({
    method: "POST",
    path: "/operator/shipping-rates",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a market's delivery rate",
    description: `\`{name, marketId, price, freeOver?, deliveryDays?}\` → 201; amounts in major units of the market's currency, not negative, no more decimals than the currency has. A market the store does not have → 422 \`unknown_market\` on \`marketId\`; a market that has a rate → 409 \`shipping_rate_exists\` (one per market). ${repriced} Owners only. ${webhookNote}`,
    extension: true,
    status: 201,
    body: createShippingRateInput,
    output: operatorShippingRateEnvelope,
    errors: { 409: "The market already has a delivery rate (`shipping_rate_exists`)." },
    run: async ({ tenantId, body }) => reply({ data: await createShippingRate({ tenantId, input: body }) }, { status: 201 }),
  }),

  updateShippingRate: defineOperation({
    method: "PATCH",
    path: "/operator/shipping-rates/{id}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Change a delivery rate",
    description: `Any of the creation fields; a new \`marketId\` moves it to a market without a rate. ${repriced} Owners only. ${webhookNote}`,
    extension: true,
    params: shippingRateIdParams,
    body: updateShippingRateInput,
    output: operatorShippingRateEnvelope,
    errors: { 404: "Shipping rate not found.", 409: "The market already has a delivery rate (`shipping_rate_exists`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updateShippingRate({ tenantId, id: params.id, input: body }) }),
  }),

  deleteShippingRate: defineOperation({
    method: "DELETE",
    path: "/operator/shipping-rates/{id}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Remove a delivery rate",
    description: `The market then delivers free until it has a rate again. ${repriced} Owners only. ${webhookNote}`,
    extension: true,
    params: shippingRateIdParams,
    output: settingDeleted,
    errors: { 404: "Shipping rate not found." },
    run: async ({ tenantId, params }) => deleteShippingRate({ tenantId, id: params.id }),
  }),
};
