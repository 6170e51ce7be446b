import { signedCodes } from "./signed-code";

const codes = signedCodes("WC-", "waitlist-confirm");

/** The token in a waitlist confirmation link (`WC-…`): the entry's id, signed for its tenant. */
export function waitlistConfirmCode({ tenantId, entryId }: { tenantId: string; entryId: string }): string {
  return codes.sign({ tenantId, id: entryId });
}

/** The waitlist entry a confirmation token names when its signature holds for this tenant; null for anything else. */
export function verifyWaitlistConfirmCode({ tenantId, code }: { tenantId: string; code: string }): string | null {
  return codes.verify({ tenantId, code });
}
