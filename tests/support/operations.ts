import { operationList } from "@/lib/api/registry";
import { demoId, otherId, seedKey } from "./account";
import { fixtures } from "./fixtures";

/**
 * Every operation of the API (derived from the registry), for the cross-cutting suites (isolation, token attacks, fuzzing).
 * `path` fills the parameters for a customer (`who`): the records named are that customer's own seeded ones.
 */
/** `shopper`: the API token or an account token (carts); the suites call these with the API token. */
export type Auth = "api" | "account" | "operator" | "shopper";
export type Operation = {
  operationId: string;
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
const productId = () => demoId("product", "coffee-lovers-box");
/** A cart id nobody holds: cart operations answer 404 for it (tests/api/carts covers real carts). */
const noCart = "00000000-0000-4000-8000-00000000c0de";
const noLine = "00000000-0000-4000-8000-0000000011e0";

/** Sample input per operation, keyed by operationId: the records named are the customer's own seeded ones. */
type Sample = Pick<Operation, "name"> & Partial<Pick<Operation, "params" | "query" | "body">>;
// A function, not a constant: the ids are the calling file's own store's (tests/support/own-store.ts), and a worker keeps
// this module across its files.
const samples = (): Record<string, Sample> => ({
  listCmsPages: { name: "list CMS pages" },
  getCmsPage: { name: "get a CMS page", params: () => ({ pageSlug: "about-us" }) },
  listPosts: { name: "list posts" },
  getPost: { name: "get a post", params: () => ({ slug: "how-we-source-our-coffee" }) },
  submitMessage: {
    name: "submit a message",
    body: {
      name: "Ada",
      email: "ada.visitor@example.org",
      subject: "Hello",
      message: "A question",
      source: "contact-form",
      company: "Acme",
    },
  },
  search: { name: "search", query: { q: "coffee", type: "products", limit: "5" } },
  getSubscriptionPackageConfiguration: { name: "package configuration", params: () => ({ productId: productId() }) },
  detectMarket: { name: "detect the market" },
  login: { name: "log in", body: { email: "nobody@example.org", password: "x" } },
  register: { name: "register", body: { email: "fresh@example.org", password: "long-enough-pw", firstName: "F", lastName: "R" } },
  requestPasswordReset: { name: "request a password reset", body: { email: "nobody@example.org" } },
  resetPassword: { name: "reset the password", body: { email: "nobody@example.org", token: "x".repeat(43), password: "long-enough-pw" } },
  getAccount: { name: "profile" },
  updateAccount: { name: "edit the profile", body: { phone: "+44 117 496 0999" } },
  getAccountMarketing: { name: "marketing e-mail preference" },
  setAccountMarketing: { name: "agree to marketing e-mails", body: { accepted: true } },
  // A wrong current password: the cross-cutting suites must never change a fixture's password.
  changePassword: { name: "change the password", body: { currentPassword: "not-the-current-password", newPassword: "Another-pass-42" } },
  logout: { name: "log out" },
  listAddresses: { name: "list addresses" },
  createAddress: {
    name: "create an address",
    body: { firstName: "A", lastName: "B", line1: "1 Street", city: "Bristol", postalCode: "BS1 1AA", countryCode: "GB" },
  },
  updateAddress: {
    name: "edit an address",
    params: (who) => ({ address: demoId("address", seedKey(who), "work") }),
    body: { city: "Leeds" },
  },
  deleteAddress: { name: "delete an address", params: (who) => ({ address: demoId("address", seedKey(who), "work") }) },
  getCart: { name: "cart" },
  listOrders: { name: "list orders" },
  buyAgain: { name: "buy again", params: (who) => ({ orderId: `SF-${1001 + 10 * customerIndex(who)}` }) },
  getAccountOrder: { name: "read one of my orders", params: (who) => ({ orderId: `SF-${1001 + 10 * customerIndex(who)}` }) },
  createPaymentSetup: { name: "payment setup", params: () => ({ gateway: "sandbox" }), body: {} },
  completePaymentSetup: {
    name: "complete a payment setup",
    params: () => ({ gateway: "sandbox", identifier: "00000000-0000-4000-8000-000000000000" }),
    body: { token: "tok_sandbox" },
  },
  listPaymentMethods: { name: "list payment methods" },
  deletePaymentMethod: {
    name: "remove a saved card",
    params: (who) => ({ paymentMethodId: demoId("payment-method", seedKey(who), "visa") }),
  },
  setDefaultPaymentMethod: {
    name: "make a card the default",
    params: (who) => ({ paymentMethodId: demoId("payment-method", seedKey(who), "mastercard") }),
  },
  getPointsHistory: { name: "points history" },
  getRewards: { name: "points balance and terms" },
  listSubscriptions: { name: "list subscriptions" },
  subscribe: {
    name: "subscribe to a box",
    // Alice's card and address (the examples are recorded as alice); anyone else gets 404 for them.
    body: {
      packageId: productId(),
      items: [
        { productId: demoId("product", "ethiopia-yirgacheffe"), quantity: 2 },
        { productId: demoId("product", "kenya-nyeri"), quantity: 1 },
      ],
      frequencyWeeks: 2,
      paymentMethodId: demoId("payment-method", "alice", "visa"),
      addressId: demoId("address", "alice", "home"),
    },
  },
  updateSubscription: {
    name: "change a subscription",
    params: (who) => ({ subscriptionId: demoId("subscription", seedKey(who), "second") }),
    body: { frequencyWeeks: 8 },
  },
  pauseSubscription: {
    name: "pause a subscription",
    params: (who) => ({ subscriptionId: demoId("subscription", seedKey(who), "second") }),
    body: { resumeOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
  },
  resumeSubscription: {
    name: "resume a subscription",
    params: (who) => ({ subscriptionId: demoId("subscription", seedKey(who), "second") }),
  },
  skipSubscriptionDelivery: {
    name: "skip a subscription's next delivery",
    params: (who) => ({ subscriptionId: demoId("subscription", seedKey(who), "second") }),
  },
  cancelSubscription: {
    name: "cancel a subscription",
    params: (who) => ({ subscriptionId: demoId("subscription", seedKey(who), "second") }),
  },
  updatePost: { name: "operator: edit a post", params: () => ({ slug: "how-we-source-our-coffee" }), body: { title: "Changed" } },
  updateCmsPage: { name: "operator: edit a page", params: () => ({ pageSlug: "about-us" }), body: { name: "Changed" } },
  // A slug the demo store's own page or post has: refused (409 slug_taken), so the samples add nothing.
  createCmsPage: {
    name: "operator: add a page",
    body: { name: "About us", slug: "about-us", content: "<p>Who we are.</p>", status: "draft" },
  },
  deleteCmsPage: { name: "operator: delete a page", params: () => ({ pageSlug: "no-such-page" }) },
  createPost: {
    name: "operator: add a post",
    body: { title: "How we source our coffee", slug: "how-we-source-our-coffee", content: "<p>Direct trade.</p>" },
  },
  deletePost: { name: "operator: delete a post", params: () => ({ slug: "no-such-post" }) },
  issuePagePreviewLink: { name: "operator: a page's preview link", params: () => ({ pageSlug: "about-us" }) },
  issuePostPreviewLink: { name: "operator: a post's preview link", params: () => ({ slug: "how-we-source-our-coffee" }) },
  listProducts: { name: "list products", query: { collection: "coffee", sort: "price-asc", perPage: "24" } },
  getProduct: { name: "get a product", params: () => ({ slug: "ethiopia-yirgacheffe" }) },
  listCollections: { name: "list collections" },
  getCollection: { name: "get a collection", params: () => ({ slug: "coffee" }) },
  listEvents: { name: "list events" },
  getEvent: { name: "get an event", params: () => ({ slug: "coffee-cupping-evening" }) },
  listShippingRates: { name: "shipping rates" },
  createCart: { name: "create a cart", body: { market: "GB" } },
  readCart: { name: "read a cart", params: () => ({ cartId: noCart }) },
  updateCart: { name: "change a cart's market or destination", params: () => ({ cartId: noCart }), body: { market: "DE" } },
  addCartLine: {
    name: "add a cart line",
    params: () => ({ cartId: noCart }),
    body: { productId: demoId("product", "ethiopia-yirgacheffe"), quantity: 1 },
  },
  updateCartLine: { name: "change a cart line", params: () => ({ cartId: noCart, lineId: noLine }), body: { quantity: 2 } },
  removeCartLine: { name: "remove a cart line", params: () => ({ cartId: noCart, lineId: noLine }) },
  mergeCart: { name: "merge a guest cart", body: { cartId: noCart } },
  addDiscountCode: { name: "apply a discount code", params: () => ({ cartId: noCart }), body: { code: "WELCOME10" } },
  removeDiscountCode: { name: "remove a discount code", params: () => ({ cartId: noCart, code: "WELCOME10" }) },
  listDiscounts: { name: "operator: list discounts" },
  // Inactive, so the cross-cutting suites never change what other tests' carts are charged.
  createDiscount: { name: "operator: create a discount", body: { code: "SAMPLE5", kind: "percentage", value: 5, active: false } },
  updateDiscount: { name: "operator: edit a discount", params: () => ({ id: noCart }), body: { active: false } },
  checkout: { name: "checkout", body: { cartId: noCart, shippingAddressId: noCart, paymentMethodId: noCart } },
  createGuestPaymentSetup: { name: "guest payment setup", params: () => ({ cartId: noCart }) },
  guestCheckout: {
    name: "guest checkout",
    body: {
      cartId: noCart,
      email: "guest@example.com",
      shippingAddress: { firstName: "G", lastName: "Uest", line1: "1 High St", city: "Bath", postalCode: "BA1 1AA", countryCode: "GB" },
      payment: { identifier: noCart, token: "sbx_tok_x" },
    },
  },
  getGuestOrder: { name: "guest order", params: () => ({ orderId: "SF-0" }) },
  listOperatorOrders: { name: "operator: list orders" },
  getOperatorOrder: { name: "operator: read an order", params: () => ({ orderId: "SF-0" }) },
  fulfilOrder: {
    name: "operator: fulfil an order",
    params: () => ({ orderId: "SF-0" }),
    body: { carrier: "Royal Mail", trackingNumber: "RM1" },
  },
  cancelOrder: { name: "operator: cancel an order", params: () => ({ orderId: "SF-0" }) },
  addOrderNote: { name: "operator: add a note to an order", params: () => ({ orderId: "SF-0" }), body: { body: "A sample note" } },
  listOperatorCustomers: { name: "operator: list customers", query: { q: "customer", perPage: "5" } },
  getOperatorCustomer: { name: "operator: read a customer", params: () => ({ id: noCart }) },
  refundOrder: { name: "operator: refund an order", params: () => ({ orderId: "SF-0" }), body: { amount: 1, reason: "test" } },
  reconcilePayments: { name: "operator: reconcile payments", body: { olderThanSeconds: 86400 } },
  updateProduct: { name: "operator: edit a product", params: () => ({ slug: "gift-card" }), body: { maxQuantity: 10 } },
  updateCollection: { name: "operator: edit a collection", params: () => ({ slug: "gifts" }), body: { title: "Gifts" } },
  getOperatorProduct: { name: "operator: read a product", params: () => ({ slug: "gift-card" }) },
  // Two variants and no options to tell them apart: refused (422 invalid_variants), so the sample adds nothing.
  createProduct: {
    name: "operator: add a product",
    body: {
      title: "Sample Mug",
      status: "draft",
      variants: [
        { sku: "MUG-1", prices: [{ marketId: demoId("market", "gb"), amount: 12 }], stock: 1 },
        { sku: "MUG-2", prices: [{ marketId: demoId("market", "gb"), amount: 12 }], stock: 1 },
      ],
    },
  },
  deleteProduct: { name: "operator: archive a product", params: () => ({ slug: "no-such-product" }) },
  exportProductsCsv: { name: "operator: export the products as CSV" },
  // No file: refused (422), so the sample imports nothing.
  importProducts: { name: "operator: import a product CSV", body: {} },
  getProductImport: { name: "operator: read a product import", params: () => ({ id: noCart }) },
  getOperatorCollection: { name: "operator: read a collection", params: () => ({ slug: "gifts" }) },
  // A product the store does not have: refused (422 unknown_product), so the sample adds nothing.
  createCollection: { name: "operator: add a collection", body: { title: "Sample Collection", products: ["no-such-product"] } },
  deleteCollection: { name: "operator: remove a collection", params: () => ({ slug: "no-such-collection" }) },
  // A market the store does not have: refused (422 unknown_market), so the sample adds nothing.
  createEvent: {
    name: "operator: add an event",
    body: {
      title: "Latte art workshop",
      venue: "The Roastery",
      ticketTypes: [{ name: "Standard", prices: [{ marketId: noCart, amount: 25 }], capacity: 12 }],
    },
  },
  getOperatorEvent: { name: "operator: read an event", params: () => ({ slug: "tea-tasting-masterclass" }) },
  deleteEvent: { name: "operator: delete an event", params: () => ({ slug: "no-such-event" }) },
  updateEvent: {
    name: "operator: edit an event",
    params: () => ({ slug: "tea-tasting-masterclass" }),
    body: { venue: "Northwind Tea Room, Bath" },
  },
  holdTickets: {
    name: "hold seats at an event",
    params: () => ({ cartId: noCart }),
    body: { occurrenceId: noCart, ticketTypeId: noLine, quantity: 1 },
  },
  releaseTicketHold: { name: "give held seats back", params: () => ({ cartId: noCart, lineId: noLine }) },
  listAccountTickets: { name: "list tickets" },
  checkInTicket: { name: "operator: check a ticket in", body: { code: "TK-not-a-ticket" } },
  // A date far ahead on the demo's Roastery Tour, which only the ticket tests buy (each on a date of its own).
  addOccurrence: {
    name: "operator: add an event date",
    params: () => ({ slug: "roastery-tour" }),
    body: { startsAt: "2028-06-01T10:00:00Z", endsAt: "2028-06-01T12:00:00Z", capacity: 24 },
  },
  // An event nobody has: 404 (tests/api/tickets/waitlist.test.ts joins real lines).
  joinWaitlist: {
    name: "join an event's waitlist",
    params: () => ({ slug: "no-such-event" }),
    body: { occurrenceId: noCart, email: "line@example.com" },
  },
  // A token nobody signed: 422 waitlist_link_invalid (tests/api/tickets/seat-hoarding.test.ts confirms real entries).
  confirmWaitlist: {
    name: "confirm a waitlist entry",
    params: () => ({ slug: "roastery-tour" }),
    body: { token: "WC-not-a-token" },
  },
  cancelOccurrence: {
    name: "operator: cancel an event date",
    params: () => ({ slug: "roastery-tour", occurrenceId: noCart }),
    body: { reason: "test" },
  },
  // A pass by the real clock: it offers and refunds only what is due anyway.
  runTicketPass: { name: "operator: run the tickets pass", body: {} },
  updateSubscriptionPackage: { name: "operator: edit a package", params: () => ({ productId: productId() }), body: { minItems: 1 } },
  getBillingSettings: { name: "operator: read the billing settings" },
  listOperatorJobs: { name: "operator: list jobs", query: { status: "failed" } },
  // The default it already has (tests/api/billing/settings.test.ts changes another store's).
  updateBillingSettings: { name: "operator: change the billing settings", body: { reminderDays: 3 } },
  getCorsSettings: { name: "operator: read the CORS origins" },
  // The list every store starts with (tests/api/integrators/cors.test.ts sets real ones on another store).
  updateCorsSettings: { name: "operator: replace the CORS origins", body: { origins: [] } },
  // A pass limited to a subscription nobody has: it bills nothing (tests/api/billing drives real renewals).
  runBilling: { name: "operator: run a billing pass", body: { subscriptionId: noCart } },
  listOperatorSubscriptions: { name: "operator: list subscriptions", query: { status: "past_due" } },
  listSubscriptionRenewals: {
    name: "list a subscription's renewals",
    // A GET the isolation matrix reads as each customer, of either store: the customer's own store's seeded box.
    params: (who) => ({
      subscriptionId: (fixtures().other.customers.some((c) => c.email === who.email) ? otherId : demoId)(
        "subscription",
        seedKey(who),
        "second",
      ),
    }),
  },
  // Webhooks: an endpoint for an event the sample run never fires; the others name an endpoint nobody has (404).
  createWebhook: {
    name: "operator: add a webhook",
    body: { url: "https://example.com/hooks", events: ["subscription.cancelled"] },
  },
  listWebhooks: { name: "operator: list webhooks" },
  // The back office: writes name records nobody has (404); tests/api/admin drives real ones.
  listOperatorMessages: { name: "operator: list contact messages", query: { status: "unhandled" } },
  // Forms: the seeded wholesale enquiry is read; a form is made, renamed and deleted again; ids nobody has.
  listOperatorForms: { name: "operator: list forms" },
  createForm: {
    name: "operator: add a form",
    body: {
      slug: "catering",
      title: "Catering request",
      fields: [
        { name: "email", label: "E-mail", type: "email", required: true },
        { name: "guests", label: "Guests", type: "number", required: true, min: 1, max: 500 },
      ],
      notify: ["events@example.com"],
      status: "draft",
    },
  },
  getOperatorForm: { name: "operator: read a form", params: () => ({ slug: "wholesale-enquiry" }) },
  updateForm: { name: "operator: edit a form", params: () => ({ slug: "catering" }), body: { title: "Catering enquiry" } },
  deleteForm: { name: "operator: delete a form", params: () => ({ slug: "catering" }) },
  listFormSubmissions: {
    name: "operator: list a form's submissions",
    params: () => ({ slug: "wholesale-enquiry" }),
    query: { perPage: "5" },
  },
  exportFormSubmissionsCsv: { name: "operator: export a form's submissions", params: () => ({ slug: "wholesale-enquiry" }) },
  markFormSubmissionHandled: {
    name: "operator: mark a form submission handled",
    params: () => ({ slug: "wholesale-enquiry", id: noCart }),
  },
  unmarkFormSubmissionHandled: {
    name: "operator: mark a form submission unhandled",
    params: () => ({ slug: "wholesale-enquiry", id: noCart }),
  },
  eraseFormSubmissions: { name: "operator: erase a person's form submissions", query: { email: "nobody@example.org" } },
  getForm: { name: "get a published form", params: () => ({ slug: "wholesale-enquiry" }) },
  submitForm: {
    name: "submit a form",
    params: () => ({ slug: "wholesale-enquiry" }),
    body: { values: { business: "Acme Café", email: "buyer@example.org" }, altcha: "eyJjaGFsbGVuZ2UiOnt9fQ==" },
  },
  markMessageHandled: { name: "operator: mark a message handled", params: () => ({ id: noCart }) },
  unmarkMessageHandled: { name: "operator: mark a message unhandled", params: () => ({ id: noCart }) },
  getOperatorDashboard: { name: "operator: read the dashboard" },
  listOperatorProducts: { name: "operator: list products", query: { q: "coffee", perPage: "5" } },
  retryOperatorSubscription: { name: "operator: retry a subscription's payment", params: () => ({ subscriptionId: noCart }) },
  pauseOperatorSubscription: { name: "operator: pause a subscription", params: () => ({ subscriptionId: noCart }), body: {} },
  cancelOperatorSubscription: { name: "operator: cancel a subscription", params: () => ({ subscriptionId: noCart }) },
  listOperatorPages: { name: "operator: list pages" },
  getOperatorPage: { name: "operator: read a page", params: () => ({ pageSlug: "about-us" }) },
  listOperatorPosts: { name: "operator: list posts" },
  getOperatorPost: { name: "operator: read a post", params: () => ({ slug: "how-we-source-our-coffee" }) },
  previewHtml: { name: "operator: preview HTML", body: { html: "<p>Hello</p>" } },
  listOperatorEvents: { name: "operator: list events" },
  listOperatorCollections: { name: "operator: list collections" },
  deleteWebhook: { name: "operator: remove a webhook", params: () => ({ id: noCart }) },
  listWebhookDeliveries: { name: "operator: list a webhook's deliveries", params: () => ({ id: noCart }), query: { status: "failed" } },
  getRewardsSettings: { name: "operator: rewards switch" },
  // The suites never switch a store's programme: a body that is not a boolean.
  updateRewardsSettings: { name: "operator: switch rewards", body: { enabled: "sometimes" } },
  // The back office. Samples that change nothing even with a valid credential: wrong sign-in, a too-short password.
  createStaffSession: { name: "back office: sign in", body: { email: "nobody@example.org", password: "not-a-staff-password" } },
  getOperatorIdentity: { name: "operator: who am I" },
  endStaffSession: { name: "back office: sign out" },
  changeStaffPassword: {
    name: "back office: change password",
    body: { currentPassword: "not-the-current-password", newPassword: "Another-pass-42" },
  },
  listStaff: { name: "operator: list staff" },
  createStaff: {
    name: "operator: add a staff member",
    body: { email: "new.staff@example.org", name: "New", password: "short", role: "staff" },
  },
  updateStaff: { name: "operator: edit a staff member", params: () => ({ id: noCart }), body: { name: "Renamed" } },
  listAuditLog: { name: "operator: the audit log", query: { perPage: "10" } },
  // Settings: reads, and writes that change nothing even with a valid credential (a refused field, an id nobody has).
  getStoreSettings: { name: "operator: the store's settings" },
  updateStoreSettings: { name: "operator: change the store's settings", body: { weightUnit: "stone" } },
  listMarkets: { name: "operator: list markets" },
  getMarket: { name: "operator: read a market", params: () => ({ id: noCart }) },
  createMarket: { name: "operator: add a market", body: { name: "Sample", currencyCode: "ABC", countries: ["AQ"] } },
  updateMarket: { name: "operator: change a market", params: () => ({ id: noCart }), body: { name: "Renamed" } },
  deleteMarket: { name: "operator: remove a market", params: () => ({ id: noCart }) },
  listTaxRates: { name: "operator: list tax rates" },
  getTaxRate: { name: "operator: read a tax rate", params: () => ({ id: noCart }) },
  createTaxRate: { name: "operator: add a tax rate", body: { countryCode: "AQ", taxClass: "standard", rate: 120, name: "VAT" } },
  updateTaxRate: { name: "operator: change a tax rate", params: () => ({ id: noCart }), body: { rate: 20 } },
  deleteTaxRate: { name: "operator: remove a tax rate", params: () => ({ id: noCart }) },
  listOperatorShippingRates: { name: "operator: list delivery rates" },
  getShippingRate: { name: "operator: read a delivery rate", params: () => ({ id: noCart }) },
  createShippingRate: { name: "operator: add a delivery rate", body: { name: "Standard", marketId: noCart, price: 4.95 } },
  updateShippingRate: { name: "operator: change a delivery rate", params: () => ({ id: noCart }), body: { price: 4.95 } },
  deleteShippingRate: { name: "operator: remove a delivery rate", params: () => ({ id: noCart }) },
  // Media: an upload sent as JSON (refused with 415: the suites send JSON bodies), and an id nobody has.
  uploadMedia: { name: "operator: upload an image", body: { alt: "A sample" } },
  listMedia: { name: "operator: the media library", query: { perPage: "10" } },
  getMedia: { name: "operator: read an image", params: () => ({ id: noCart }) },
  updateMedia: { name: "operator: change an image's alt text", params: () => ({ id: noCart }), body: { alt: "Renamed" } },
  // Analytics: a refused batch (no events), so the suites keep no event; the reports read a fixed month.
  recordAnalyticsEvents: { name: "record analytics events", body: { events: [] } },
  getAnalyticsOverview: { name: "operator: analytics overview", query: { from: "2026-01-01", to: "2026-01-31", compare: "previous" } },
  getAnalyticsFunnel: { name: "operator: analytics funnel", query: { from: "2026-01-01", to: "2026-01-31" } },
  getAnalyticsSubscriptions: { name: "operator: subscription analytics", query: { from: "2026-01-01", to: "2026-01-31" } },
  exportAnalyticsCsv: { name: "operator: export analytics as CSV", query: { from: "2026-01-01", to: "2026-01-07" } },
});

/** Every operation with a token, from the registry (lib/api/registry.ts); each needs its sample above. */
export const operations: Operation[] = operationList
  .filter((op): op is typeof op & { token: Auth } => op.token !== "public")
  .map((op) => {
    const sample = samples()[op.operationId];
    if (!sample) throw new Error(`tests/support/operations.ts: no sample input for ${op.operationId}`);
    const operation: Operation = {
      operationId: op.operationId,
      name: sample.name,
      method: op.method as Operation["method"],
      auth: op.token,
      template: op.path,
      params: sample.params ?? none,
      ...(sample.query ? { query: sample.query } : {}),
      writes: op.method !== "GET",
    };
    // Read when used: the body names records of the store of the file using it.
    if (sample.body !== undefined)
      Object.defineProperty(operation, "body", { enumerable: true, get: () => samples()[op.operationId]!.body });
    return operation;
  });

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
