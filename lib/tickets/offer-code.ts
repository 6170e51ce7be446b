import { signedCodes } from "./signed-code";

const codes = signedCodes("WL-", "waitlist-offer");

/** The code in a waitlist offer's link (`WL-…`): the entry's id, signed for its tenant. */
export function offerCode({ tenantId, entryId }: { tenantId: string; entryId: string }): string {
  return codes.sign({ tenantId, id: entryId });
}

/** The waitlist entry an offer code names when its signature holds for this tenant; null for anything else. */
export function verifyOfferCode({ tenantId, code }: { tenantId: string; code: string }): string | null {
  return codes.verify({ tenantId, code });
}
