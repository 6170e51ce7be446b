import { beforeAll, describe, expect, it } from "vitest";
import { forgedCode } from "../support/forged-code";

const tenant = "00000000-0000-4000-8000-0000000000aa";
const otherTenant = "00000000-0000-4000-8000-0000000000bb";
const id = "3f2b8c1e-4d5a-4e6f-8a7b-9c0d1e2f3a4b";

beforeAll(() => {
  process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123456789";
});

describe("signed codes (tickets, waitlist offers)", () => {
  it("name their row for their tenant and purpose only", async () => {
    const { ticketCode, verifyTicketCode } = await import("@/lib/tickets/ticket-code");
    const { offerCode, verifyOfferCode } = await import("@/lib/tickets/offer-code");
    const ticket = ticketCode({ tenantId: tenant, ticketId: id });
    const offer = offerCode({ tenantId: tenant, entryId: id });
    expect(ticket.startsWith("TK-")).toBe(true);
    expect(offer.startsWith("WL-")).toBe(true);
    expect(verifyTicketCode({ tenantId: tenant, code: ticket })).toBe(id);
    expect(verifyTicketCode({ tenantId: tenant, code: ` ${ticket} ` })).toBe(id);
    expect(verifyOfferCode({ tenantId: tenant, code: offer })).toBe(id);
    expect(verifyTicketCode({ tenantId: otherTenant, code: ticket })).toBeNull();
    // A ticket's code is not an offer's, even with the prefix swapped.
    expect(verifyOfferCode({ tenantId: tenant, code: `WL-${ticket.slice(3)}` })).toBeNull();
    expect(verifyTicketCode({ tenantId: tenant, code: forgedCode(ticket, "TK-") })).toBeNull();
    expect(verifyTicketCode({ tenantId: tenant, code: "TK-short" })).toBeNull();
    expect(verifyTicketCode({ tenantId: tenant, code: "nonsense" })).toBeNull();
  });
});
