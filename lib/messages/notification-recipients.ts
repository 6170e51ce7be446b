import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cached } from "../cache/tenant-cache";

export type NotificationRecipients = { storeName: string; adminEmails: string[] };

/** Admin users change outside the API (seed, database): a short window, so a new admin is notified within a minute. */
const recipientsPolicy = { fresh: 60, stale: 300 };
export const adminsTag = "admins";

/**
 * The store's name and the e-mails of its admin users who opted in to message notifications: one statement on a
 * miss, then from the tenant's cache (a visitor message otherwise paid two round trips for them inside its
 * transaction).
 */
export function notificationRecipients(tenantId: string): Promise<NotificationRecipients> {
  return cached({ tenantId, key: ["message-recipients"], tags: [adminsTag], policy: recipientsPolicy }, async () => {
    const db = await getDb();
    const result = await db.execute<{ store_name: string | null; admin_emails: string[] | null }>(sql`
      select t.name as store_name,
             (select coalesce(json_agg(a.email order by a.email), '[]'::json)
                from admin_users a
               where a.tenant_id = ${tenantId}::uuid and a.notify_on_message) as admin_emails
        from tenants t
       where t.id = ${tenantId}::uuid`);
    const row = (result as unknown as { rows: { store_name: string | null; admin_emails: string[] | null }[] }).rows[0];
    return { storeName: row?.store_name ?? "your store", adminEmails: row?.admin_emails ?? [] };
  });
}
