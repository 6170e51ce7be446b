import { getEnv } from "../env";
import { offerCode } from "./offer-code";
import { waitlistConfirmCode } from "./waitlist-confirm-code";

/** The link in a waitlist offer's mail: the event page with the offer's signed code and its date chosen. */
export function waitlistOfferUrl({
  tenantId,
  slug,
  occurrenceId,
  entryId,
}: {
  tenantId: string;
  slug: string;
  occurrenceId: string;
  entryId: string;
}): string {
  const base = getEnv().APP_URL.replace(/\/+$/, "");
  const offer = offerCode({ tenantId, entryId });
  return `${base}/events/${encodeURIComponent(slug)}?offer=${encodeURIComponent(offer)}&date=${encodeURIComponent(occurrenceId)}`;
}

/**
 * The link in a waitlist confirmation mail: the event page with the entry's signed confirmation token and its date
 * chosen; the page confirms the entry (POST /events/{slug}/waitlist/confirm).
 */
export function waitlistConfirmUrl({
  tenantId,
  slug,
  occurrenceId,
  entryId,
}: {
  tenantId: string;
  slug: string;
  occurrenceId: string;
  entryId: string;
}): string {
  const base = getEnv().APP_URL.replace(/\/+$/, "");
  const token = waitlistConfirmCode({ tenantId, entryId });
  return `${base}/events/${encodeURIComponent(slug)}?confirm=${encodeURIComponent(token)}&date=${encodeURIComponent(occurrenceId)}`;
}
