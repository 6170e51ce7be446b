import { describe, expect, it } from "vitest";
import { auditSentence, type AuditEntryLike } from "@/lib/admin/audit-sentence";

const entry = (over: Partial<AuditEntryLike>): AuditEntryLike => ({
  actorEmail: "anna@example.org",
  actorName: "Anna",
  operationId: "unknownThing",
  method: "POST",
  path: "/api/v1/operator/things",
  status: 201,
  request: null,
  before: null,
  after: null,
  ...over,
});

describe("auditSentence", () => {
  it("says who refunded how much on which order, in the order's currency", () => {
    expect(
      auditSentence(
        entry({
          operationId: "refundOrder",
          path: "/api/v1/operator/orders/SF-1014/refunds",
          request: { amount: 5, reason: "Dented tin" },
          after: { data: { currencyCode: "GBP", orderId: "SF-1014" } },
        }),
      ),
    ).toBe("Anna refunded £5.00 on SF-1014");
  });

  it("names the carrier and tracking of a shipment, and quotes a note", () => {
    expect(
      auditSentence(
        entry({
          operationId: "fulfilOrder",
          path: "/api/v1/operator/orders/SF-1020/fulfil",
          status: 200,
          request: { carrier: "Royal Mail", trackingNumber: "RM1GB" },
        }),
      ),
    ).toBe("Anna marked SF-1020 as shipped with Royal Mail (tracking RM1GB)");
    expect(
      auditSentence(entry({ operationId: "addOrderNote", path: "/api/v1/operator/orders/SF-7/notes", request: { body: "Gift wrap" } })),
    ).toBe("Anna added a note to SF-7: “Gift wrap”");
  });

  it("names the record changed, from the record when the request does not", () => {
    expect(
      auditSentence(
        entry({
          operationId: "updateProduct",
          method: "PATCH",
          path: "/api/v1/operator/products/earl-grey",
          status: 200,
          request: { maxQuantity: 3 },
          after: { data: { title: "Earl Grey" } },
        }),
      ),
    ).toBe("Anna changed the product “Earl Grey”");
    expect(auditSentence(entry({ operationId: "deleteProduct", method: "DELETE", path: "/api/v1/operator/products/old-tea" }))).toBe(
      "Anna archived the product old-tea",
    );
  });

  it("falls back to the e-mail without a name, and to a readable generic sentence for an unknown action", () => {
    expect(auditSentence(entry({ actorName: null, operationId: "cancelOrder", path: "/api/v1/operator/orders/SF-9/cancel" }))).toBe(
      "anna@example.org cancelled SF-9",
    );
    expect(auditSentence(entry({ operationId: "somethingNew", method: "PATCH", path: "/api/v1/operator/widgets/w-1" }))).toBe(
      "Anna changed /operator/widgets/w-1",
    );
    expect(auditSentence(entry({ operationId: "somethingNew", method: "DELETE", path: "/api/v1/operator/widgets/w-1" }))).toBe(
      "Anna deleted /operator/widgets/w-1",
    );
  });

  it("says when a write was refused, and survives odd input", () => {
    expect(auditSentence(entry({ operationId: "cancelOrder", path: "/api/v1/operator/orders/SF-9/cancel", status: 409 }))).toBe(
      "Anna cancelled SF-9 (refused, 409)",
    );
    expect(
      auditSentence(entry({ operationId: "refundOrder", path: "/api/v1/operator/orders/%E0%A4%A/refunds", request: { amount: "x" } })),
    ).toBe("Anna refunded an amount on %E0%A4%A");
  });

  it("says whose customer record was read, and what the list was searched for", () => {
    const id = "3f0c8a55-8f55-4c35-9b1c-1f2d3e4a5b6c";
    expect(
      auditSentence(
        entry({
          operationId: "getOperatorCustomer",
          method: "GET",
          path: `/api/v1/operator/customers/${id}`,
          after: { data: { id, email: "jo@example.com" } },
        }),
      ),
    ).toBe("Anna opened the customer record of jo@example.com");
    expect(
      auditSentence(
        entry({
          operationId: "listOperatorCustomers",
          method: "GET",
          path: "/api/v1/operator/customers",
          request: { q: "smith", page: 1 },
        }),
      ),
    ).toBe("Anna searched the customers for “smith”");
    expect(
      auditSentence(
        entry({ operationId: "listOperatorCustomers", method: "GET", path: "/api/v1/operator/customers", request: { page: 2 } }),
      ),
    ).toBe("Anna looked through the customer list");
  });
});
