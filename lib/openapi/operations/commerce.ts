import { z } from "zod";
import {
  collectionList,
  collectionResponse,
  eventList,
  eventListQuery,
  eventResponse,
  operatorCollectionPatch,
  operatorEventPatch,
  operatorProductPatch,
  productList,
  productListQuery,
  productResponse,
} from "@/lib/catalog/schemas";
import { addCartLineInput, cartEnvelope, mergeCartInput, updateCartLineInput } from "@/lib/cart/schemas";
import { checkoutInput, placedOrderResponse } from "@/lib/checkout/schemas";
import { shippingRateList } from "@/lib/shipping/schemas";
import { messageError, operation, responses } from "../registry";

const slug = z.object({ slug: z.string().openapi({ example: "ethiopia-yirgacheffe" }) });
const cartParams = z.object({ cartId: z.uuid() });
const lineParams = z.object({ cartId: z.uuid(), lineId: z.uuid() });
const cached = "Cached per tenant; `Cache-Control: public, s-maxage=60, stale-while-revalidate=600`, `Vary: Authorization`.";

const exampleItem = {
  id: "7d0c1f0e-3a41-5d0e-9d2b-6a0f3c1b2a10",
  slug: "colombia-huila",
  title: "Colombia Huila Coffee",
  type: "product",
  price: 9.5,
  displayPrice: "£9.50",
  compareAtPrice: 11,
  displayCompareAtPrice: "£11.00",
  currencyCode: "GBP",
  inStock: true,
  image: { path: "/images/products/colombia-huila.svg", alt: "Colombia Huila Coffee" },
};
const exampleCart = {
  id: "0b6f8f7e-1c0a-4a43-9a0f-2f7d5f1f8e11",
  currencyCode: "GBP",
  lines: [
    {
      id: "4c1e2d3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
      productId: "8e3a2b1c-0d9e-5f8a-9b7c-6d5e4f3a2b1c",
      name: "Ethiopia Yirgacheffe Coffee",
      sku: "COF-ETH-250",
      slug: "ethiopia-yirgacheffe",
      quantity: 3,
      unitPrice: 12.5,
      lineTotal: 37.5,
      displayUnitPrice: "£12.50",
      displayLineTotal: "£37.50",
      image: { path: "/images/products/ethiopia-yirgacheffe.svg", alt: "Ethiopia Yirgacheffe Coffee" },
    },
  ],
  itemCount: 3,
  subtotal: 37.5,
  displaySubtotal: "£37.50",
  createdAt: "2026-11-22T10:00:00Z",
  updatedAt: "2026-11-22T10:02:00Z",
};
const withExample = (schema: z.ZodType, example: unknown) => schema.openapi({ example });

operation({
  method: "get",
  path: "/products",
  tags: ["Catalogue"],
  summary: "List active products and subscription packages",
  description: `Filter by collection slug, words (q), type and stock; sort featured | newest | price-asc | price-desc | name; page with page/perPage (1–100, default 24). An unknown collection is 404. ${cached}`,
  auth: "api",
  extension: true,
  request: { query: productListQuery },
  responses: {
    ...responses.ok(withExample(productList, { data: [exampleItem], meta: { currentPage: 1, lastPage: 1, perPage: 24, total: 1 } })),
    ...responses.unauthenticated,
    ...responses.notFound("Collection not found."),
    ...responses.validation,
  },
});

operation({
  method: "get",
  path: "/products/{slug}",
  tags: ["Catalogue"],
  summary: "Read an active product or package",
  description: `Sanitised description, images, per-order maximum, collections, subscriber price, the packages it belongs to, seo. Draft, archived and unknown products are 404. ${cached}`,
  auth: "api",
  extension: true,
  request: { params: slug },
  responses: { ...responses.ok(productResponse), ...responses.unauthenticated, ...responses.notFound("Product not found.") },
});

operation({
  method: "get",
  path: "/collections",
  tags: ["Catalogue"],
  summary: "List active collections with their product counts",
  description: cached,
  auth: "api",
  extension: true,
  responses: { ...responses.ok(collectionList), ...responses.unauthenticated },
});

operation({
  method: "get",
  path: "/collections/{slug}",
  tags: ["Catalogue"],
  summary: "Read an active collection (its products: GET /products?collection={slug})",
  auth: "api",
  extension: true,
  request: { params: z.object({ slug: z.string().openapi({ example: "coffee" }) }) },
  responses: { ...responses.ok(collectionResponse), ...responses.unauthenticated, ...responses.notFound("Collection not found.") },
});

operation({
  method: "get",
  path: "/events",
  tags: ["Catalogue"],
  summary: "List published upcoming events",
  description: `Events with an occurrence ending on or after \`from\` (default now), by next occurrence; times in UTC plus a display string in the store's time zone; the lowest ticket price. ${cached}`,
  auth: "api",
  extension: true,
  request: { query: eventListQuery },
  responses: { ...responses.ok(eventList), ...responses.unauthenticated, ...responses.validation },
});

operation({
  method: "get",
  path: "/events/{slug}",
  tags: ["Catalogue"],
  summary: "Read a published event with its occurrences and ticket prices",
  auth: "api",
  extension: true,
  request: { params: z.object({ slug: z.string().openapi({ example: "coffee-cupping-evening" }) }) },
  responses: { ...responses.ok(eventResponse), ...responses.unauthenticated, ...responses.notFound("Event not found.") },
});

operation({
  method: "get",
  path: "/shipping-rates",
  tags: ["Catalogue"],
  summary: "Delivery terms per market: flat rate and free-over threshold",
  auth: "api",
  extension: true,
  responses: {
    ...responses.ok(
      withExample(shippingRateList, {
        data: [{ market: "United Kingdom", isPrimary: true, countries: ["GB", "GG", "IM", "JE"], flatRate: 3.95, displayFlatRate: "£3.95", freeOver: 30, displayFreeOver: "£30.00", currencyCode: "GBP" }],
      }),
    ),
    ...responses.unauthenticated,
  },
});

const cartResponses = { ...responses.unauthenticated, ...responses.notFound("Cart not found (also another tenant's or customer's cart, or a converted one).") };

operation({
  method: "post",
  path: "/carts",
  tags: ["Carts"],
  summary: "Create a guest cart (API token) or get the customer's active cart (account token)",
  auth: "shopper",
  extension: true,
  responses: { ...responses.created(withExample(cartEnvelope, { data: { ...exampleCart, lines: [], itemCount: 0, subtotal: 0, displaySubtotal: "£0.00" } })), ...responses.unauthenticated },
});

operation({
  method: "get",
  path: "/carts/{cartId}",
  tags: ["Carts"],
  summary: "Read a cart at current prices",
  description: "A guest cart with the tenant's API token; a customer's cart only with that customer's account token.",
  auth: "shopper",
  extension: true,
  request: { params: cartParams },
  responses: { ...responses.ok(withExample(cartEnvelope, { data: exampleCart })), ...cartResponses },
});

operation({
  method: "post",
  path: "/carts/{cartId}/lines",
  tags: ["Carts"],
  summary: "Add units of a product",
  description: "Adds to the product's line when there is one. 422 for an inactive product, a package, a quantity outside 1–99, or more than the stock or per-order cap (the message names what is available).",
  auth: "shopper",
  extension: true,
  request: { params: cartParams, body: { content: { "application/json": { schema: addCartLineInput, example: { productId: exampleCart.lines[0]!.productId, quantity: 2 } } } } },
  responses: { ...responses.ok(withExample(cartEnvelope, { data: exampleCart })), ...cartResponses, ...responses.validation, ...responses.malformed },
});

operation({
  method: "patch",
  path: "/carts/{cartId}/lines/{lineId}",
  tags: ["Carts"],
  summary: "Change a line's quantity (0 removes it)",
  auth: "shopper",
  extension: true,
  request: { params: lineParams, body: { content: { "application/json": { schema: updateCartLineInput, example: { quantity: 3 } } } } },
  responses: { ...responses.ok(cartEnvelope), ...cartResponses, ...responses.validation, ...responses.malformed },
});

operation({
  method: "delete",
  path: "/carts/{cartId}/lines/{lineId}",
  tags: ["Carts"],
  summary: "Remove a line",
  auth: "shopper",
  extension: true,
  request: { params: lineParams },
  responses: { ...responses.ok(cartEnvelope), ...cartResponses },
});

operation({
  method: "post",
  path: "/account/cart/merge",
  tags: ["Carts"],
  summary: "Merge a guest cart into the customer's cart after sign-in",
  description: "Lines are added capped at stock; unavailable products are dropped; the guest cart is closed (a second merge is 404).",
  auth: "account",
  extension: true,
  request: { body: { content: { "application/json": { schema: mergeCartInput, example: { cartId: exampleCart.id } } } } },
  responses: { ...responses.ok(cartEnvelope), ...cartResponses, ...responses.validation, ...responses.malformed },
});

operation({
  method: "post",
  path: "/account/checkout",
  tags: ["Checkout"],
  summary: "Place an order from the customer's cart",
  description:
    "One transaction: prices re-read, stock decremented (never below zero), the saved card charged through its gateway, points earned (one per whole currency unit of the product subtotal when rewards are on), the cart converted, a confirmation e-mail queued. Delivery: the market's flat rate, free over its threshold. Send an Idempotency-Key: a retry answers the same order.",
  auth: "account",
  extension: true,
  request: {
    body: {
      content: {
        "application/json": {
          schema: checkoutInput,
          example: { cartId: exampleCart.id, shippingAddressId: "1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b", paymentMethodId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" },
        },
      },
    },
  },
  responses: {
    ...responses.created(
      withExample(placedOrderResponse, {
        data: {
          id: "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716",
          orderId: "SF-1261",
          status: "paid",
          currencyCode: "GBP",
          lines: [{ id: "6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2918", kind: "product", productId: exampleCart.lines[0]!.productId, name: "Ethiopia Yirgacheffe Coffee", quantity: 3, unitPrice: 12.5, lineTotal: 37.5, displayUnitPrice: "£12.50", displayLineTotal: "£37.50" }],
          subtotal: 37.5,
          displaySubtotal: "£37.50",
          shipping: 0,
          displayShipping: "£0.00",
          total: 37.5,
          displayTotal: "£37.50",
          pointsEarned: 37,
          shippingAddress: { firstName: "Alice", lastName: "Walker", company: null, line1: "12 Harbour Street", line2: null, city: "Bristol", region: null, postalCode: "BS1 4RN", countryCode: "GB" },
          paymentMethod: { id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", paymentMethod: "card", cardType: "visa", cardLast4: "4242" },
          createdAt: "2026-11-22T10:05:00Z",
        },
      }),
    ),
    402: responses.json(messageError, "The card was declined; nothing changed."),
    ...responses.unauthenticated,
    ...responses.notFound("Cart, address or payment method not found for this customer."),
    409: responses.json(messageError, "Another buyer took the stock; the message names the line."),
    ...responses.validation,
    ...responses.malformed,
  },
});

const operatorSlug = (what: string, example: string) => z.object({ slug: z.string().openapi({ example, description: `The ${what}'s slug.` }) });
for (const [kind, schema, example] of [
  ["products", operatorProductPatch, "sencha"],
  ["collections", operatorCollectionPatch, "gifts"],
  ["events", operatorEventPatch, "latte-art-workshop"],
] as const) {
  operation({
    method: "patch",
    path: `/operator/${kind}/{slug}`,
    tags: ["Operator"],
    summary: `Edit a ${kind.slice(0, -1)} (amounts in minor units); the tenant's cached catalogue is dropped`,
    auth: "operator",
    extension: true,
    request: { params: operatorSlug(kind.slice(0, -1), example), body: { content: { "application/json": { schema } } } },
    responses: { ...responses.ok(z.object({ data: z.record(z.string(), z.unknown()) })), ...responses.unauthenticated, ...responses.notFound(), ...responses.validation, ...responses.malformed },
  });
}
