/**
 * Success examples for the operations whose harmless sample (tests/support/operations.ts) answers an error in the
 * demo store (the examples recorder calls each once, changing nothing that matters): built from the recorded answers
 * of the same records where there is one, else written out. tests/unit/openapi-names.test.ts validates every example
 * of the document against its schema, so these cannot drift from the schemas unseen.
 */
type Recorded = Record<string, { status: number; response: unknown } | undefined>;
/** `body`: the request's example, where the harmless sample's body is one the schema refuses. */
type Derived = Record<string, { status: number; response: unknown; body?: unknown }>;

const ticketExample = {
  id: "5b0c1d7e-3f7a-4c55-9a3e-0d7f6c2b9e41",
  code: "TK1.5b0c1d7e3f7a4c559a3e0d7f6c2b9e41.x8Jq2v",
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33">…</svg>',
  shortCode: "K7PM-4QXD",
  status: "checked_in",
  ticketType: "Standard",
  orderNumber: "SF-1042",
  event: { slug: "coffee-cupping-evening", title: "Coffee Cupping Evening", venue: "Northwind Roastery, Bristol" },
  occurrence: {
    id: "88b74500-d180-5936-ba49-91b356d14067",
    startsAt: "2027-01-14T18:30:00Z",
    endsAt: "2027-01-14T20:30:00Z",
    displayStartsAt: "Thu, 14 Jan 2027, 18:30",
  },
  checkedInAt: "2027-01-14T18:21:07Z",
};

const mediaExample = {
  id: "0b6f3c1e-7d2a-4e8b-9c5f-2a1d3e4f5a6b",
  url: "http://localhost:3000/media/0b6f3c1e-7d2a-4e8b-9c5f-2a1d3e4f5a6b/1280.webp",
  width: 1600,
  height: 900,
  alt: "Northwind Roasters' logo: a coffee bean",
  filename: "logo.png",
  mimeType: "image/png",
  byteSize: 48213,
  createdAt: "2026-11-27T10:15:00.123456Z",
};

const productImportExample = {
  id: "3c9e2f41-8a6d-4b1e-9f07-5d2c8b4a1e63",
  status: "done",
  rowsDone: 120,
  rowsTotal: 120,
  created: 14,
  updated: 105,
  errors: [
    {
      line: 37,
      column: "Variant Compare At Price",
      message: "Variant Compare At Price must be above Variant Price: it is the regular price the Variant Price reduces.",
    },
  ],
  createdAt: "2026-11-27T10:15:00Z",
  finishedAt: "2026-11-27T10:15:09Z",
};

const orderNoteExample = {
  id: "6a1f0c2e-4b3d-4e5f-8a9b-0c1d2e3f4a5b",
  body: "Customer asked for gift wrap.",
  author: "Anna Walsh",
  createdAt: "2026-11-27T10:20:00Z",
};

const customerSummaryExample = {
  id: "9f2d71be-defe-53c3-94bc-a8c0165eac70",
  email: "alice@example.com",
  firstName: "Alice",
  lastName: "Walker",
  registered: true,
  ordersCount: 3,
  totalSpent: [{ currencyCode: "GBP", amount: 97.4, displayAmount: "£97.40" }],
  createdAt: "2026-09-01T08:00:00Z",
};

export function derivedExamples(recorded: Recorded): Derived {
  const out: Derived = {};
  const order = (recorded.getAccountOrder?.response as { data?: Record<string, unknown> } | undefined)?.data;
  if (order) {
    // A new order: paid, not yet shipped.
    const placed = { ...order, status: "paid", fulfilments: [], fulfilledAt: null, refunds: [] };
    out.checkout = { status: 201, response: { data: placed } };
    out.guestCheckout = {
      status: 201,
      response: { data: { ...placed, guest: true, accessToken: "ot_3q2Xb1c9YhQpZk4mT8wLr0aVn6sJd5Ue" } },
    };
  }
  const methods = recorded.listPaymentMethods?.response;
  if (Array.isArray(methods) && methods[0])
    out.completePaymentSetup = { status: 200, response: { ...(methods[0] as object), subscriptionId: null } };
  out.deletePaymentMethod = { status: 200, response: { message: "Payment method removed." } };
  const setup = recorded.createPaymentSetup?.response;
  if (setup) out.createGuestPaymentSetup = { status: 201, response: setup };
  out.checkInTicket = { status: 200, response: { data: ticketExample } };
  out.joinWaitlist = {
    status: 201,
    response: {
      data: {
        id: "0f7a4e8b-61c2-4d1e-8b8e-2c4f5a9d7e10",
        occurrenceId: "88b74500-d180-5936-ba49-91b356d14067",
        email: "line@example.com",
        quantity: 2,
        status: "waiting",
        position: 1,
        confirmed: false,
        offerExpiresAt: null,
        createdAt: "2027-01-10T09:12:44Z",
      },
    },
  };
  out.confirmWaitlist = {
    status: 200,
    body: { token: "WC-D3pOi2HCTR6Ljiwk9aXXEHG4xaHMnDi1ZVw8" },
    response: {
      data: {
        id: "0f7a4e8b-61c2-4d1e-8b8e-2c4f5a9d7e10",
        occurrenceId: "88b74500-d180-5936-ba49-91b356d14067",
        email: "line@example.com",
        quantity: 2,
        status: "waiting",
        position: 1,
        confirmed: true,
        offerExpiresAt: null,
        createdAt: "2027-01-10T09:12:44Z",
      },
    },
  };
  out.cancelOccurrence = {
    status: 200,
    response: {
      data: {
        id: "88b74500-d180-5936-ba49-91b356d14067",
        startsAt: "2027-01-14T18:30:00Z",
        cancelledAt: "2027-01-12T08:00:00Z",
        ticketsCancelled: 6,
        ordersToRefund: 3,
      },
    },
  };
  out.deleteWebhook = { status: 200, response: { data: { id: "c3f1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b", deleted: true } } };
  out.listWebhookDeliveries = {
    status: 200,
    response: {
      data: [
        {
          id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
          eventId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
          event: "order.paid",
          status: "failed",
          attempts: 10,
          lastResponseStatus: 500,
          lastError: "The receiver answered 500.",
          createdAt: "2027-01-10T09:12:44.000Z",
          deliveredAt: null,
          nextAttemptAt: null,
        },
      ],
      meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 },
    },
  };
  const staffMember = {
    id: "655d94b8-d69c-5e01-9ff7-c72845babe35",
    email: "owner@example.com",
    name: "Store Owner",
    avatar: null,
    role: "owner",
    notifyOnMessage: true,
    canSignIn: true,
    createdAt: "2026-10-01T09:00:00.000Z",
  };
  out.createStaffSession = {
    status: 201,
    response: {
      token: "sfs_HsY9OrxydxJ5YqcJpFg1nCrBNvCffblnlhsjouhm84w",
      tokenType: "Bearer",
      expiresAt: "2026-11-26T21:04:22.444Z",
      staff: staffMember,
    },
  };
  const message = {
    id: "3f1c2b7a-8e4d-4c6b-9a1f-5d2e7c0b8a46",
    name: "Ada Visitor",
    email: "ada.visitor@example.org",
    subject: "Wholesale",
    message: "Do you supply cafés?",
    source: "contact-form",
    company: "Acme Café",
    handled: true,
    handledAt: "2026-11-26T10:12:03.118Z",
    createdAt: "2026-11-25T16:40:51.204Z",
  };
  out.markMessageHandled = { status: 200, response: { data: message } };
  out.unmarkMessageHandled = { status: 200, response: { data: { ...message, handled: false, handledAt: null } } };
  const submission = {
    id: "6a2d9e41-0b7c-4f3a-8e15-2c9d4b7a1f60",
    form: "wholesale-enquiry",
    version: 1,
    values: {
      business: "Acme Café",
      name: "Ada Visitor",
      email: "ada.visitor@example.org",
      phone: null,
      kind: "Café",
      kilos: 12,
      message: "Two cafés in Bath.",
      consent: {
        accepted: true,
        text: "I agree that Northwind Roasters may contact me about this enquiry.",
        version: 1,
        at: "2026-11-25T16:40:51.204Z",
      },
      source: "wholesale",
    },
    email: "ada.visitor@example.org",
    handled: true,
    handledAt: "2026-11-26T10:12:03.118Z",
    createdAt: "2026-11-25T16:40:51.204Z",
  };
  out.markFormSubmissionHandled = { status: 200, response: { data: submission } };
  out.unmarkFormSubmissionHandled = { status: 200, response: { data: { ...submission, handled: false, handledAt: null } } };
  out.submitForm = {
    status: 201,
    response: {
      data: { id: submission.id, message: "Thank you for your enquiry. Our wholesale team will reply within two working days." },
    },
  };
  const subscription = {
    id: "9d3e1a55-2f7b-4b8c-a6d0-1e4c7b9f2a83",
    name: "Coffee Lover's Box",
    status: "active",
    customerEmail: "alice@example.com",
    nextBillingDate: "2026-12-10",
    lastRenewal: null,
  };
  out.retryOperatorSubscription = { status: 200, response: { data: subscription } };
  out.pauseOperatorSubscription = { status: 200, response: { data: { ...subscription, status: "paused" } } };
  out.cancelOperatorSubscription = { status: 200, response: { data: { ...subscription, status: "cancelled", nextBillingDate: null } } };
  out.updateRewardsSettings = { status: 200, response: { data: { enabled: true } }, body: { enabled: true } };
  out.endStaffSession = { status: 200, response: { message: "Signed out." } };
  out.changeStaffPassword = { status: 200, response: { message: "Password changed. Your other sessions were signed out." } };
  const newStaff = {
    ...staffMember,
    id: "1c5e7a02-9b4d-4f3e-8a61-7d2c0b9e5f14",
    email: "sam@example.com",
    name: "Sam Packer",
    role: "staff",
    notifyOnMessage: false,
  };
  out.createStaff = {
    status: 201,
    response: { data: newStaff },
    body: { email: "sam@example.com", name: "Sam Packer", password: "Roast-Grind-Brew-42", role: "staff", notifyOnMessage: false },
  };
  out.updateStaff = { status: 200, response: { data: { ...newStaff, notifyOnMessage: true } } };
  // Settings: one record of each list as the answer of reading, creating or changing it.
  const firstOf = (id: string) => (recorded[id]?.response as { data?: unknown[] } | undefined)?.data?.[0];
  const settings: [string, string, string, unknown][] = [
    [
      "listMarkets",
      "Market",
      "Market",
      { name: "United States", currencyCode: "USD", countries: ["US"], taxIncluded: false, exchangeRate: 1.27, rounding: "whole" },
    ],
    ["listTaxRates", "TaxRate", "Tax rate", { countryCode: "AT", taxClass: "reduced", rate: 10, name: "VAT" }],
    [
      "listOperatorShippingRates",
      "ShippingRate",
      "Shipping rate",
      { name: "Standard delivery", marketId: "7c2a9d3f-5e8b-5c8f-8d2e-3a4b5c6d7e81", price: 8.95, freeOver: 75 },
    ],
  ];
  for (const [list, name, label, body] of settings) {
    const record = firstOf(list);
    if (!record) continue;
    out[`create${name}`] = { status: 201, response: { data: record }, body };
    out[`get${name}`] = { status: 200, response: { data: record } };
    out[`update${name}`] = { status: 200, response: { data: record } };
    out[`delete${name}`] = { status: 200, response: { message: `${label} deleted.` } };
  }
  // The catalogue's creations: a valid request (the harmless samples are refused), answered as the reads answer.
  const product = (recorded.getOperatorProduct?.response as { data?: Record<string, unknown> } | undefined)?.data;
  if (product)
    out.createProduct = {
      status: 201,
      response: { data: product },
      body: {
        title: product.title,
        slug: product.slug,
        description: product.description,
        status: "active",
        taxClass: product.taxClass,
        options: [],
        variants: [
          {
            sku: product.sku,
            options: {},
            prices: (product.prices as { marketId: string; primary: boolean }[])
              .slice(0, 1)
              .map((m) => ({ marketId: m.marketId, amount: 25 })),
            stock: product.stock,
            weightGrams: 120,
          },
        ],
        images: [],
        collections: ["gifts"],
        seo: { title: null, description: null },
      },
    };
  if (product) out.deleteProduct = { status: 200, response: { data: { ...product, status: "archived" } } };
  const collection = recorded.getOperatorCollection?.response as { data?: Record<string, unknown> } | undefined;
  if (collection?.data)
    out.createCollection = {
      status: 201,
      response: collection,
      body: { title: collection.data.title, description: collection.data.description, image: null, products: collection.data.products },
    };
  out.deleteCollection = { status: 200, response: { message: "Collection deleted." } };
  // Content and events: the samples give a slug the demo store has (409) or a market it has not (422).
  if (recorded.getOperatorPage?.response) out.createCmsPage = { status: 201, response: recorded.getOperatorPage.response };
  if (recorded.getOperatorPost?.response) out.createPost = { status: 201, response: recorded.getOperatorPost.response };
  if (recorded.getOperatorEvent?.response) out.createEvent = { status: 201, response: recorded.getOperatorEvent.response };
  out.deleteCmsPage = { status: 200, response: { message: "Page deleted." } };
  out.deletePost = { status: 200, response: { message: "Post deleted." } };
  out.deleteEvent = { status: 200, response: { message: "Event deleted." } };
  out.updateStoreSettings = {
    ...(out.updateStoreSettings ?? { status: 200, response: recorded.getStoreSettings?.response }),
    body: { weightUnit: "g" },
  };
  out.uploadMedia = {
    status: 201,
    response: { data: mediaExample },
    body: { file: "(the image file's bytes: logo.png)", alt: mediaExample.alt },
  };
  out.getMedia = { status: 200, response: { data: mediaExample } };
  out.importProducts = {
    status: 202,
    response: { data: { id: productImportExample.id } },
    body: { file: "(the product CSV's bytes: products.csv)" },
  };
  out.getProductImport = { status: 200, response: { data: productImportExample } };
  out.updateMedia = { status: 200, response: { data: mediaExample }, body: { alt: mediaExample.alt } };
  const gbp = (n: number) => `£${n.toFixed(2)}`;
  const sales = (currencyCode: string, orders: number, gross: number, discounts: number, refunds: number, fmt: (n: number) => string) => {
    const net = Math.round((gross - discounts - refunds) * 100) / 100;
    const charged = Math.round((gross - discounts) * 100) / 100;
    const aov = Math.round((charged / orders) * 100) / 100;
    return {
      currencyCode,
      orders,
      grossSales: gross,
      displayGrossSales: fmt(gross),
      discounts,
      displayDiscounts: fmt(discounts),
      refunds,
      displayRefunds: fmt(refunds),
      netSales: net,
      displayNetSales: fmt(net),
      averageOrderValue: aov,
      displayAverageOrderValue: fmt(aov),
      byKind: [{ kind: "order", orders, sales: charged, displaySales: fmt(charged) }],
    };
  };
  const totals = {
    from: "2026-01-01",
    to: "2026-01-02",
    visitors: 212,
    pageViews: 640,
    conversionRate: 0.0189,
    orders: 5,
    converted: sales("GBP", 5, 141.7, 6.5, 4.5, gbp),
    unconvertedCurrencies: [],
    currencies: [sales("EUR", 1, 29.5, 0, 0, (n) => `${n.toFixed(2).replace(".", ",")} €`), sales("GBP", 4, 116.48, 6.5, 4.5, gbp)],
  };
  out.getAnalyticsOverview = {
    status: 200,
    response: {
      data: {
        ...totals,
        timezone: "Europe/London",
        series: [
          { date: "2026-01-01", visitors: 98, pageViews: 301, orders: 2, netSales: 58.2, displayNetSales: "£58.20" },
          { date: "2026-01-02", visitors: 114, pageViews: 339, orders: 3, netSales: 72.5, displayNetSales: "£72.50" },
        ],
        topProducts: [
          { productId: "3f1c2a9e-8b7d-4e6f-a5c4-1d2e3f4a5b6c", title: "Kenya Nyeri", views: 120, addsToCart: 14, unitsSold: 6 },
        ],
        topPages: [{ path: "/", views: 260, visitors: 180 }],
        referrers: [{ host: "www.example.com", visitors: 31 }],
        countries: [{ countryCode: "GB", visitors: 170 }],
        previous: { ...totals, from: "2025-12-30", to: "2025-12-31", visitors: 190, pageViews: 571, orders: 4, conversionRate: 0.0211 },
      },
    },
  };
  out.getAnalyticsFunnel = {
    status: 200,
    response: {
      data: {
        from: "2026-01-01",
        to: "2026-01-31",
        steps: [
          { step: "visitors", count: 212, dropOff: null },
          { step: "product_views", count: 130, dropOff: 0.3868 },
          { step: "adds_to_cart", count: 21, dropOff: 0.8385 },
          { step: "checkouts_started", count: 9, dropOff: 0.5714 },
          { step: "orders", count: 4, dropOff: 0.5556 },
        ],
        conversionRate: 0.0189,
      },
    },
  };
  out.getAnalyticsSubscriptions = {
    status: 200,
    response: {
      data: {
        from: "2026-01-01",
        to: "2026-01-31",
        active: 42,
        new: 6,
        churned: 2,
        churnRate: 0.0526,
        mrr: [{ currencyCode: "GBP", subscriptions: 40, mrr: 1083.33, displayMrr: "£1,083.33" }],
        cohorts: [{ month: "2026-01", subscriptions: 6, retention: [1, 0.8333] }],
      },
    },
  };
  out.recordAnalyticsEvents = {
    status: 202,
    response: { accepted: 2 },
    body: {
      events: [
        { type: "page_view", path: "/products/kenya-nyeri", referrer: "https://www.example.com/best-coffee" },
        { type: "product_view", path: "/products/kenya-nyeri", productId: "3f1c2a9e-8b7d-4e6f-a5c4-1d2e3f4a5b6c" },
      ],
    },
  };
  if (order) {
    const lines = (order.lines as { lineTotal: number; displayLineTotal: string }[]) ?? [];
    const totals = order.totals as { subtotal: number; displaySubtotal: string; total: number; displayTotal: string };
    out.getOperatorOrder = {
      status: 200,
      response: {
        data: {
          ...order,
          customerId: "9f2d71be-defe-53c3-94bc-a8c0165eac70",
          paymentStatus: "paid",
          fulfilmentStatus: order.fulfilledAt ? "fulfilled" : "unfulfilled",
          lines: lines.map((l) => ({
            ...l,
            lineSubtotal: l.lineTotal,
            displayLineSubtotal: l.displayLineTotal,
            discount: 0,
            displayDiscount: "£0.00",
            tax: null,
          })),
          summary: [
            { kind: "subtotal", label: "Subtotal", amount: totals.subtotal, displayAmount: totals.displaySubtotal, included: false },
            { kind: "shipping", label: "Shipping", amount: order.shipping, displayAmount: order.displayShipping, included: false },
          ],
          netPaid: totals.total,
          displayNetPaid: totals.displayTotal,
          notes: [orderNoteExample],
          timeline: [
            {
              kind: "note",
              at: orderNoteExample.createdAt,
              text: orderNoteExample.body,
              author: orderNoteExample.author,
              carrier: null,
              trackingNumber: null,
              amount: null,
              status: null,
            },
            {
              kind: "placed",
              at: order.createdAt,
              text: "Order placed",
              author: null,
              carrier: null,
              trackingNumber: null,
              amount: null,
              status: null,
            },
          ],
        },
      },
    };
  }
  out.addOrderNote = { status: 201, response: { data: orderNoteExample }, body: { body: orderNoteExample.body } };
  out.listOperatorCustomers = {
    status: 200,
    response: { data: [customerSummaryExample], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 } },
  };
  out.getOperatorCustomer = {
    status: 200,
    response: {
      data: {
        ...customerSummaryExample,
        phone: "+44 117 496 0123",
        orders: [
          {
            orderId: "SF-1001",
            status: "fulfilled",
            total: 42.5,
            displayTotal: "£42.50",
            currencyCode: "GBP",
            createdAt: "2026-10-02T09:14:00Z",
          },
        ],
        subscriptions: [],
        pointsBalance: 420,
        rewardsEnabled: true,
        addresses: [],
        marketingConsent: {
          given: true,
          account: { accepted: true, at: "2026-09-14T08:30:00Z" },
          consents: [
            {
              form: "Wholesale enquiry",
              text: "I agree to be contacted about this enquiry",
              version: "1",
              accepted: true,
              at: "2026-10-01T12:00:00Z",
            },
          ],
        },
      },
    },
  };
  return out;
}
