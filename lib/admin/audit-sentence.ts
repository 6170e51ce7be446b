import { formatMajorUnits } from "../money";

/** What the sentence is made from: one audit log entry as GET /operator/audit-log answers it. */
export type AuditEntryLike = {
  actorEmail: string;
  actorName?: string | null;
  operationId: string;
  method: string;
  path: string;
  status: number;
  request: Record<string, unknown> | null;
  before?: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

type Context = {
  /** The path's segments after /api/v1/operator, decoded: ["orders", "SF-1014", "refunds"]. */
  seg: string[];
  req: (field: string) => unknown;
  /** A field of the record after the write (its `data`), else before it. */
  rec: (field: string) => unknown;
};

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);
const quoted = (v: unknown, fallback: string) => {
  const s = str(v);
  return s ? `“${s.length > 60 ? `${s.slice(0, 57)}…` : s}”` : fallback;
};

function money(amount: unknown, currency: unknown): string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return "an amount";
  const code = str(currency);
  return code && /^[A-Z]{3}$/.test(code) ? formatMajorUnits(amount, code) : amount.toFixed(2);
}

const named = (thing: string, id: (c: Context) => unknown, title?: (c: Context) => unknown) => (c: Context) =>
  `${thing} ${quoted(title?.(c) ?? c.rec("title") ?? c.rec("name"), str(id(c)) ?? "")}`.trim();

/** Each known write: the rest of the sentence after the actor's name. */
const phrases: Record<string, (c: Context) => string> = {
  refundOrder: (c) => `refunded ${money(c.req("amount"), c.rec("currencyCode"))} on ${c.seg[1]}`,
  fulfilOrder: (c) =>
    `marked ${c.seg[1]} as shipped${str(c.req("carrier")) ? ` with ${str(c.req("carrier"))}` : ""}${
      str(c.req("trackingNumber")) ? ` (tracking ${str(c.req("trackingNumber"))})` : ""
    }`,
  cancelOrder: (c) => `cancelled ${c.seg[1]}`,
  addOrderNote: (c) => `added a note to ${c.seg[1]}: ${quoted(c.req("body"), "")}`,
  reconcilePayments: () => "settled half-done payments",
  createDiscount: (c) => `created the discount ${quoted(c.req("code") ?? c.rec("code") ?? c.req("title"), "")}`.trim(),
  updateDiscount: (c) => `changed the discount ${quoted(c.rec("code") ?? c.rec("title"), "")}`.trim(),
  createProduct: (c) => `added the product ${quoted(c.req("title"), "")}`.trim(),
  updateProduct: named("changed the product", (c) => c.seg[1]),
  deleteProduct: (c) => `archived the product ${c.seg[1]}`,
  importProducts: () => "imported a product CSV",
  createCollection: (c) => `added the collection ${quoted(c.req("title"), "")}`.trim(),
  updateCollection: named("changed the collection", (c) => c.seg[1]),
  deleteCollection: (c) => `removed the collection ${c.seg[1]}`,
  createCmsPage: (c) => `added the page ${quoted(c.req("name") ?? c.req("title"), "")}`.trim(),
  updateCmsPage: named(
    "edited the page",
    (c) => c.seg[1],
    (c) => c.rec("name"),
  ),
  deleteCmsPage: (c) => `deleted the page ${c.seg[1]}`,
  createPost: (c) => `added the post ${quoted(c.req("title"), "")}`.trim(),
  updatePost: named("edited the post", (c) => c.seg[1]),
  deletePost: (c) => `deleted the post ${c.seg[1]}`,
  issuePagePreviewLink: (c) => `made a preview link for the page ${c.seg[1]}`,
  issuePostPreviewLink: (c) => `made a preview link for the post ${c.seg[1]}`,
  previewHtml: () => "previewed some HTML",
  markMessageHandled: () => "marked a contact message handled",
  unmarkMessageHandled: () => "marked a contact message unhandled",
  createEvent: (c) => `added the event ${quoted(c.req("title"), "")}`.trim(),
  updateEvent: named("changed the event", (c) => c.seg[1]),
  deleteEvent: (c) => `deleted the event ${c.seg[1]}`,
  addOccurrence: (c) => `added a date to the event ${c.seg[1]}`,
  cancelOccurrence: (c) => `cancelled a date of the event ${c.seg[1]}`,
  checkInTicket: (c) => `checked in the ticket ${str(c.req("code")) ?? ""}`.trim(),
  runTicketPass: () => "ran the tickets pass",
  runBilling: () => "ran a billing pass",
  retryOperatorSubscription: () => "retried a subscription's payment",
  pauseOperatorSubscription: () => "paused a subscription",
  cancelOperatorSubscription: () => "cancelled a subscription",
  updateSubscriptionPackage: () => "changed a subscription box",
  updateBillingSettings: () => "changed the billing settings",
  updateCorsSettings: () => "changed the allowed origins",
  updateRewardsSettings: () => "changed the rewards settings",
  updateStoreSettings: () => "changed the store's settings",
  createWebhook: (c) => `added a webhook to ${str(c.req("url")) ?? "an endpoint"}`,
  deleteWebhook: () => "removed a webhook",
  endStaffSession: () => "signed out",
  changeStaffPassword: () => "changed their password",
  createStaff: (c) => `added ${str(c.req("name")) ?? str(c.req("email")) ?? "a staff member"} as ${str(c.req("role")) ?? "staff"}`,
  updateStaff: (c) => `changed the staff member ${str(c.rec("name")) ?? str(c.rec("email")) ?? ""}`.trim(),
  createMarket: (c) => `added the market ${quoted(c.req("name"), "")}`.trim(),
  updateMarket: named("changed the market", () => undefined),
  deleteMarket: () => "removed a market",
  createTaxRate: (c) => `added the tax rate ${quoted(c.req("name"), "")}`.trim(),
  updateTaxRate: named("changed the tax rate", () => undefined),
  deleteTaxRate: () => "removed a tax rate",
  createShippingRate: (c) => `added the delivery rate ${quoted(c.req("name"), "")}`.trim(),
  updateShippingRate: named("changed the delivery rate", () => undefined),
  deleteShippingRate: () => "removed a delivery rate",
  uploadMedia: () => "uploaded an image",
  updateMedia: () => "changed an image's alt text",
  createForm: (c) => `added the form ${quoted(c.req("title"), "")}`.trim(),
  updateForm: named("changed the form", (c) => c.seg[1]),
  deleteForm: (c) => `deleted the form ${c.seg[1]}`,
  markFormSubmissionHandled: (c) => `marked a submission of the form ${c.seg[1]} handled`,
  unmarkFormSubmissionHandled: (c) => `marked a submission of the form ${c.seg[1]} unhandled`,
  eraseFormSubmissions: () => "erased a person's form submissions",
  listOperatorCustomers: (c) =>
    str(c.req("q")) ? `searched the customers for ${quoted(c.req("q"), "")}` : "looked through the customer list",
  getOperatorCustomer: (c) => `opened the customer record of ${str(c.rec("email")) ?? c.seg[1] ?? "a customer"}`,
};

const verbs: Record<string, string> = { GET: "read", POST: "made a change at", PATCH: "changed", PUT: "replaced", DELETE: "deleted" };

function field(record: Record<string, unknown> | null | undefined, name: string): unknown {
  if (!record) return undefined;
  const data = record.data;
  if (data && typeof data === "object" && !Array.isArray(data) && name in data) return (data as Record<string, unknown>)[name];
  return record[name];
}

/**
 * One audit log entry as a sentence: "Anna refunded £5.00 on SF-1014". Who is the staff member's name (else their
 * e-mail); an action this does not know reads "Anna changed /operator/…"; a refused write says so.
 */
export function auditSentence(entry: AuditEntryLike): string {
  const who = str(entry.actorName) ?? entry.actorEmail;
  const rest = entry.path.replace(/^\/api\/v1/, "");
  const seg = rest
    .replace(/^\/operator\/?/, "")
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const context: Context = {
    seg,
    req: (name) => entry.request?.[name],
    rec: (name) => field(entry.after, name) ?? field(entry.before, name),
  };
  const phrase = phrases[entry.operationId];
  const said = phrase ? phrase(context) : `${verbs[entry.method.toUpperCase()] ?? "did something at"} ${rest}`;
  const refused = entry.status >= 400 ? ` (refused, ${entry.status})` : "";
  return `${who} ${said}${refused}`;
}
