import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { nudgeOutboxWorker } from "../mail/queue-mail";
import { webhookEventCtes } from "../webhooks/record-webhook-event";
import { nudgeWebhookWorker } from "../webhooks/webhook-worker-nudge";
import { notificationRecipients } from "./notification-recipients";
import { messageNotificationEmail } from "./notification-email";
import type { MessageInput, MessageSubmitted } from "./schemas";

/** "Ada King Lovelace" → first "Ada", last "King Lovelace". */
function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
  if (!name) return { firstName: null, lastName: null };
  const [first, ...rest] = name.split(/\s+/);
  return { firstName: first ?? null, lastName: rest.length ? rest.join(" ") : null };
}

/**
 * Stores a visitor message in one statement (atomic on its own, so one round trip instead of a transaction's
 * six): the tenant's customer with this e-mail (case-insensitive) is found or created without a password, the
 * message is logged for that customer, and one outbox mail is written per admin user who opted in to
 * notifications (the store's name and those admins come from the tenant's cache:
 * lib/messages/notification-recipients.ts). The outbox rows exist exactly when the message does.
 *
 * Its `message.received` webhook deliveries (lib/webhooks) are written by the same statement.
 *
 * A concurrent first message from the same new address: the losing insert does nothing (the unique index on
 * (tenant_id, lower(email))), and when the winner committed after this statement's snapshot its row is not
 * visible here, so nothing at all is written and the statement is run again (a new snapshot sees the row).
 */
export async function submitMessage({ tenantId, input }: { tenantId: string; input: MessageInput }): Promise<MessageSubmitted> {
  const db = await getDb();
  const { storeName, adminEmails } = await notificationRecipients(tenantId);
  const { firstName, lastName } = splitName(input.name);
  const mails = adminEmails.map((to) => messageNotificationEmail({ storeName, to, input }));
  const outbox = mails.length
    ? sql`, mail as (
        insert into outbox (tenant_id, kind, to_address, subject, body_text, body_html)
        select ${tenantId}::uuid, m.kind, m.to_address, m.subject, m.body_text, m.body_html
          from (values ${sql.join(
            mails.map((m) => sql`(${m.kind}, ${m.to}, ${m.subject}, ${m.text}, ${m.html ?? null})`),
            sql`, `,
          )}) as m (kind, to_address, subject, body_text, body_html)
         where exists (select 1 from msg)
      )`
    : sql``;
  const statement = sql`
    with created as (
      insert into customers (tenant_id, email, first_name, last_name)
      values (${tenantId}::uuid, ${input.email}, ${firstName}, ${lastName})
      on conflict do nothing
      returning id
    ), customer as (
      select id from created
      union all
      select id from customers
       where tenant_id = ${tenantId}::uuid and lower(email) = ${input.email.toLowerCase()}
         and not exists (select 1 from created)
      limit 1
    ), msg as (
      insert into visitor_messages (tenant_id, customer_id, name, email, subject, message, source, company)
      select ${tenantId}::uuid, customer.id, ${input.name}, ${input.email}, ${input.subject}, ${input.message}, ${input.source}, ${input.company}
        from customer
      returning id
    )${outbox}, ${webhookEventCtes({ tenantId, type: "message.received", subject: sql`'message:' || (select id from msg)::text`, when: sql`exists (select 1 from msg)`, data: sql`json_build_object('id', (select id from msg), 'customerId', (select id from customer), 'name', ${input.name}::text, 'email', ${input.email}::text, 'subject', ${input.subject}::text, 'message', ${input.message}::text, 'source', ${input.source}::text, 'company', ${input.company}::text)` })}
    select (select id from msg) as message_id, (select count(*)::int from webhook_deliveries_new) as webhooks`;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await db.execute<{ message_id: string | null; webhooks: number | string }>(statement);
    if (result.rows[0]?.message_id) {
      nudgeOutboxWorker();
      if (Number(result.rows[0].webhooks) > 0) nudgeWebhookWorker();
      return { success: true, message: "Thank you for your message. We will get back to you soon." };
    }
  }
  throw new Error("visitor message not stored: the customer was neither inserted nor found");
}
