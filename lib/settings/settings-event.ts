import "server-only";
import type { Executor } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

export type SettingsSection = "store" | "markets" | "taxRates" | "shippingRates";
export type SettingsAction = "created" | "updated" | "deleted";

/**
 * Records the `settings.updated` webhook event of a settings write, inside the write's transaction (sent exactly
 * when the change commits): `data` is `{section, action, id, record}` (`record` null after a delete).
 */
export async function recordSettingsEvent(input: {
  executor: Executor;
  tenantId: string;
  section: SettingsSection;
  action: SettingsAction;
  id: string;
  record: unknown;
}): Promise<void> {
  const { executor, tenantId, section, action, id, record } = input;
  await recordWebhookEvent({
    executor,
    tenantId,
    type: "settings.updated",
    subject: `settings:${section}:${id}`,
    data: { section, action, id, record: record ?? null },
  });
}

/**
 * After a settings write commits: drops everything priced or shown from the store's markets, tax and delivery rates
 * (pricing terms, priced carts, catalogue and package answers, store settings; all tagged "markets"), so an open
 * cart is re-priced on its next read. Orders keep the amounts they were placed with.
 */
export function settingsChanged(tenantId: string): void {
  // "store": the storefront's cached record of the store (its name, line, announcement, contact details).
  invalidateTags(tenantId, ["markets", "store"]);
}
