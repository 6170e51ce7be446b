import { getEnv } from "../env";
import { offerCode } from "./offer-code";

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
