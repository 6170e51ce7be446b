import { getDb, schema } from "@/db/client";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { findOrCreateCustomer } from "./find-or-create-customer";
import { notificationRecipients } from "./notification-recipients";
import { messageNotificationEmail } from "./notification-email";
import type { MessageInput, MessageSubmitted } from "./schemas";

/**
 * Stores a visitor message. In one transaction: the customer is found or created from the e-mail,
 * the message is logged, and one outbox mail is written per admin user who opted in to notifications (the store's
 * name and those admins come from the tenant's cache: lib/messages/notification-recipients.ts).
 */
export async function submitMessage({ tenantId, input }: { tenantId: string; input: MessageInput }): Promise<MessageSubmitted> {
  const db = await getDb();
  const { storeName, adminEmails } = await notificationRecipients(tenantId);
  await db.transaction(async (tx) => {
    const customer = await findOrCreateCustomer({ tx, tenantId, email: input.email, name: input.name });
    await tx.insert(schema.visitorMessages).values({
      tenantId,
      customerId: customer.id,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      source: input.source,
      company: input.company,
    });
    await queueMail({
      executor: tx,
      tenantId,
      mails: adminEmails.map((to) => messageNotificationEmail({ storeName, to, input })),
    });
  });
  nudgeOutboxWorker();
  return { success: true, message: "Thank you for your message. We will get back to you soon." };
}
