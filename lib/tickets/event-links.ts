import { getEnv } from "../env";
import { offerCode } from "./offer-code";
import { waitlistConfirmCode } from "./waitlist-confirm-code";

type EntryLink = { tenantId: string; slug: string; occurrenceId: string; entryId: string };

/** The event page with its date chosen and one signed code in the query (`offer` or `confirm`). */
function eventPageUrl(slug: string, occurrenceId: string, name: "offer" | "confirm", code: string): string {
  const base = getEnv().APP_URL.replace(/\/+$/, "");
  return `${base}/events/${encodeURIComponent(slug)}?${name}=${encodeURIComponent(code)}&date=${encodeURIComponent(occurrenceId)}`;
}

/** The link in a waitlist offer's mail: the event page with the offer's signed code and its date chosen. */
export function waitlistOfferUrl({ tenantId, slug, occurrenceId, entryId }: EntryLink): string {
  return eventPageUrl(slug, occurrenceId, "offer", offerCode({ tenantId, entryId }));
}

/**
 * The link in a waitlist confirmation mail: the event page with the entry's signed confirmation token and its date
 * chosen; the page confirms the entry (POST /events/{slug}/waitlist/confirm).
 */
export function waitlistConfirmUrl({ tenantId, slug, occurrenceId, entryId }: EntryLink): string {
  return eventPageUrl(slug, occurrenceId, "confirm", waitlistConfirmCode({ tenantId, entryId }));
}
