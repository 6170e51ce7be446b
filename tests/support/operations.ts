import { demoId, seedKey } from "./account";

/**
 * Every operation of the API, for the cross-cutting suites (isolation, token attacks, fuzzing).
 * `path` fills the parameters for a customer (`who`): the records named are that customer's own seeded ones.
 */
/** `shopper`: the API token or an account token (carts); the suites call these with the API token. */
export type Auth = "api" | "account" | "operator" | "shopper";
export type Operation = {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  auth: Auth;
  /** The path template with {param} placeholders, as in the spec. */
  template: string;
  params: (who: { email: string }) => Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Changes data when it succeeds. */
  writes: boolean;
};

const none = () => ({});
/** A cart id nobody holds: cart operations answer 404 for it (the carts suite covers real carts). */
const noCart = "00000000-0000-4000-8000-00000000c0de";
const noLine = "00000000-0000-4000-8000-0000000011e0";
const productId = demoId("product", "coffee-lovers-box");

export const operations: Operation[] = [
  { name: "list CMS pages", method: "GET", auth: "api", template: "/cms/pages", params: none, writes: false },
  { name: "get a CMS page", method: "GET", auth: "api", template: "/cms/pages/{pageSlug}", params: () => ({ pageSlug: "about-us" }), writes: false },
  { name: "list posts", method: "GET", auth: "api", template: "/cms/posts", params: none, writes: false },
  { name: "get a post", method: "GET", auth: "api", template: "/cms/posts/{slug}", params: () => ({ slug: "how-we-source-our-coffee" }), writes: false },
  {
    name: "submit a message",
    method: "POST",
    auth: "api",
    template: "/messages",
    params: none,
    body: { name: "Ada", email: "ada.visitor@example.org", subject: "Hello", message: "A question", source: "contact-form", company: "Acme" },
    writes: true,
  },
  { name: "search", method: "GET", auth: "api", template: "/search", params: none, query: { q: "coffee", type: "products", limit: "5" }, writes: false },
  {
    name: "package configuration",
    method: "GET",
    auth: "api",
    template: "/subscription-packages/{productId}/configuration",
    params: () => ({ productId }),
    writes: false,
  },
  { name: "detect the market", method: "GET", auth: "api", template: "/market", params: none, writes: false },
  { name: "log in", method: "POST", auth: "api", template: "/account/login", params: none, body: { email: "nobody@example.org", password: "x" }, writes: true },
  {
    name: "register",
    method: "POST",
    auth: "api",
    template: "/account/register",
    params: none,
    body: { email: "fresh@example.org", password: "long-enough-pw", firstName: "F", lastName: "R" },
    writes: true,
  },
  { name: "request a password reset", method: "POST", auth: "api", template: "/account/password", params: none, body: { email: "nobody@example.org" }, writes: true },
  {
    name: "reset the password",
    method: "POST",
    auth: "api",
    template: "/account/password/reset",
    params: none,
    body: { email: "nobody@example.org", token: "x".repeat(43), password: "long-enough-pw" },
    writes: true,
  },
  { name: "profile", method: "GET", auth: "account", template: "/account", params: none, writes: false },
  { name: "log out", method: "POST", auth: "account", template: "/account/logout", params: none, writes: true },
  { name: "list addresses", method: "GET", auth: "account", template: "/account/addresses", params: none, writes: false },
  {
    name: "create an address",
    method: "POST",
    auth: "account",
    template: "/account/addresses",
    params: none,
    body: { firstName: "A", lastName: "B", line1: "1 Street", city: "Bristol", postalCode: "BS1 1AA", countryCode: "GB" },
    writes: true,
  },
  {
    name: "delete an address",
    method: "DELETE",
    auth: "account",
    template: "/account/addresses/{address}",
    params: (who) => ({ address: demoId("address", seedKey(who), "work") }),
    writes: true,
  },
  { name: "cart", method: "GET", auth: "account", template: "/account/cart", params: none, writes: false },
  { name: "list orders", method: "GET", auth: "account", template: "/account/orders", params: none, writes: false },
  {
    name: "buy again",
    method: "POST",
    auth: "account",
    template: "/account/orders/{orderId}/buy-again",
    params: (who) => ({ orderId: `SF-${1001 + 10 * customerIndex(who)}` }),
    writes: true,
  },
  {
    name: "payment setup",
    method: "POST",
    auth: "account",
    template: "/account/payments/{gateway}/setup",
    params: () => ({ gateway: "sandbox" }),
    body: {},
    writes: true,
  },
  {
    name: "complete a payment setup",
    method: "POST",
    auth: "account",
    template: "/account/payments/{gateway}/setups/{identifier}/complete",
    params: () => ({ gateway: "sandbox", identifier: "00000000-0000-4000-8000-000000000000" }),
    body: { token: "tok_sandbox" },
    writes: true,
  },
  { name: "list payment methods", method: "GET", auth: "account", template: "/account/payments/methods", params: none, writes: false },
  { name: "points history", method: "GET", auth: "account", template: "/account/rewards/points-history", params: none, writes: false },
  { name: "list subscriptions", method: "GET", auth: "account", template: "/account/subscriptions", params: none, writes: false },
  {
    name: "cancel a subscription",
    method: "POST",
    auth: "account",
    template: "/account/subscriptions/{subscriptionId}/cancel",
    params: (who) => ({ subscriptionId: demoId("subscription", seedKey(who), "main") }),
    writes: true,
  },
  { name: "list products", method: "GET", auth: "api", template: "/products", params: none, query: { collection: "coffee", sort: "price-asc", perPage: "24" }, writes: false },
  { name: "get a product", method: "GET", auth: "api", template: "/products/{slug}", params: () => ({ slug: "ethiopia-yirgacheffe" }), writes: false },
  { name: "list collections", method: "GET", auth: "api", template: "/collections", params: none, writes: false },
  { name: "get a collection", method: "GET", auth: "api", template: "/collections/{slug}", params: () => ({ slug: "coffee" }), writes: false },
  { name: "list events", method: "GET", auth: "api", template: "/events", params: none, writes: false },
  { name: "get an event", method: "GET", auth: "api", template: "/events/{slug}", params: () => ({ slug: "coffee-cupping-evening" }), writes: false },
  { name: "shipping rates", method: "GET", auth: "api", template: "/shipping-rates", params: none, writes: false },
  { name: "create a cart", method: "POST", auth: "shopper", template: "/carts", params: none, writes: true },
  { name: "get a cart", method: "GET", auth: "shopper", template: "/carts/{cartId}", params: () => ({ cartId: noCart }), writes: false },
  {
    name: "add a cart line",
    method: "POST",
    auth: "shopper",
    template: "/carts/{cartId}/lines",
    params: () => ({ cartId: noCart }),
    body: { productId: demoId("product", "ethiopia-yirgacheffe"), quantity: 1 },
    writes: true,
  },
  { name: "change a cart line", method: "PATCH", auth: "shopper", template: "/carts/{cartId}/lines/{lineId}", params: () => ({ cartId: noCart, lineId: noLine }), body: { quantity: 2 }, writes: true },
  { name: "remove a cart line", method: "DELETE", auth: "shopper", template: "/carts/{cartId}/lines/{lineId}", params: () => ({ cartId: noCart, lineId: noLine }), writes: true },
  { name: "merge a guest cart", method: "POST", auth: "account", template: "/account/cart/merge", params: none, body: { cartId: noCart }, writes: true },
  {
    name: "checkout",
    method: "POST",
    auth: "account",
    template: "/account/checkout",
    params: none,
    body: { cartId: noCart, shippingAddressId: noCart, paymentMethodId: noCart },
    writes: true,
  },
  {
    name: "operator: edit a post",
    method: "PATCH",
    auth: "operator",
    template: "/operator/posts/{slug}",
    params: () => ({ slug: "how-we-source-our-coffee" }),
    body: { title: "Changed" },
    writes: true,
  },
  {
    name: "operator: edit a page",
    method: "PATCH",
    auth: "operator",
    template: "/operator/pages/{pageSlug}",
    params: () => ({ pageSlug: "about-us" }),
    body: { name: "Changed" },
    writes: true,
  },
  {
    name: "operator: edit a product",
    method: "PATCH",
    auth: "operator",
    template: "/operator/products/{slug}",
    params: () => ({ slug: "gift-card" }),
    body: { maxQuantity: 10 },
    writes: true,
  },
  { name: "operator: edit a collection", method: "PATCH", auth: "operator", template: "/operator/collections/{slug}", params: () => ({ slug: "gifts" }), body: { title: "Gifts" }, writes: true },
  { name: "operator: edit an event", method: "PATCH", auth: "operator", template: "/operator/events/{slug}", params: () => ({ slug: "tea-tasting-masterclass" }), body: { venue: "Northwind Tea Room, Bath" }, writes: true },
  {
    name: "operator: edit a package",
    method: "PATCH",
    auth: "operator",
    template: "/operator/subscription-packages/{productId}",
    params: () => ({ productId }),
    body: { minItems: 1 },
    writes: true,
  },
];

/** alice 0, bob 1, customerN N+1: the seed's order numbers are SF-(1001 + 10 * index). */
export function customerIndex(who: { email: string }): number {
  const key = seedKey(who);
  if (key === "alice") return 0;
  if (key === "bob") return 1;
  return Number(key.replace(/^customer/, "")) + 1;
}

export function pathOf(op: Operation, who: { email: string }, params: Record<string, string> = op.params(who)): string {
  let path = op.template;
  for (const [k, v] of Object.entries(params)) path = path.replace(`{${k}}`, encodeURIComponent(v));
  const query = op.query ? `?${new URLSearchParams(op.query)}` : "";
  return `${path}${query}`;
}
