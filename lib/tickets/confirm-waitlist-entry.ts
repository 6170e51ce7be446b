import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { eventsTag } from "../catalog/catalog-cache";
import { InvalidInputError } from "../errors/domain";
import { nudgeOutboxWorker } from "../mail/queue-mail";
import { readEntry } from "./join-waitlist";
import { offerToWaiting } from "./offer-freed-seats";
import type { WaitlistEntry } from "./schemas";
import { verifyWaitlistConfirmCode } from "./waitlist-confirm-code";

const invalidLink = () =>
  new InvalidInputError({ token: ["This confirmation link is not valid. Join the waitlist again to get a new one."] }).withCode(
    "waitlist_link_invalid",
  );

/**
 * POST /events/{slug}/waitlist/confirm: the link of a waitlist join's mail confirms the entry's e-mail, so the entry
 * takes its place in line (confirming again changes nothing). The token is the entry's id signed for this store
 * (./waitlist-confirm-code.ts): a forged one, another store's, another event's or one whose entry is gone → 422
 * `waitlist_link_invalid`. Seats already free for the line are offered at once, in line order.
 */
export async function confirmWaitlistEntry({
  tenantId,
  slug,
  token,
}: {
  tenantId: string;
  slug: string;
  token: string;
}): Promise<WaitlistEntry> {
  const entryId = verifyWaitlistConfirmCode({ tenantId, code: token });
  if (!entryId) throw invalidLink();
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const updated = await tx.execute(sql`
      update waitlist_entries w set confirmed_at = coalesce(w.confirmed_at, now())
        from events e
       where w.tenant_id = ${tenantId}::uuid and w.id = ${entryId}::uuid
         and e.id = w.event_id and e.tenant_id = w.tenant_id and e.slug = ${slug}
      returning w.occurrence_id as "occurrenceId", w.status`);
    const row = (updated as unknown as { rows: { occurrenceId: string; status: string }[] }).rows[0];
    if (!row) throw invalidLink();
    const report = row.status === "waiting" ? await offerToWaiting({ tx, tenantId, occurrenceIds: [row.occurrenceId] }) : null;
    return { entry: await readEntry(tx, tenantId, entryId), offered: (report?.offered ?? 0) > 0 };
  });
  invalidateTags(tenantId, [eventsTag]);
  if (result.offered) nudgeOutboxWorker();
  return result.entry;
}
