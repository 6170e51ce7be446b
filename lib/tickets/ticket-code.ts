import { signedCodes } from "./signed-code";

const codes = signedCodes("TK-", "ticket");

/** A ticket's code (`TK-…`): its id, signed for its tenant (lib/tickets/signed-code.ts). */
export function ticketCode({ tenantId, ticketId }: { tenantId: string; ticketId: string }): string {
  return codes.sign({ tenantId, id: ticketId });
}

/** The ticket id a code names when its signature holds for this tenant; null for anything else. */
export function verifyTicketCode({ tenantId, code }: { tenantId: string; code: string }): string | null {
  return codes.verify({ tenantId, code });
}
