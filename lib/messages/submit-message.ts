import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { findOrCreateCustomer } from "./find-or-create-customer";
import { messageNotificationEmail } from "./notification-email";
import type { MessageInput, MessageSubmitted } from "./schemas";

/**
 * Stores a visitor message. In one transaction: the customer is found or created from the e-mail,
 * the message is logged, and one outbox mail is written per admin user who opted in to notifications.
 */
export async function submitMessage({ tenantId, input }: { tenantId: string; input: MessageInput }): Promise<MessageSubmitted> {
  const db = await getDb();
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
    const [store] = await tx.select({ name: schema.tenants.name }).from(schema.tenants).where(eq(schema.tenants.id, tenantId)).limit(1);
    const a = schema.adminUsers;
    const admins = await tx
      .select({ email: a.email })
      .from(a)
      .where(and(eq(a.tenantId, tenantId), eq(a.notifyOnMessage, true)));
    await queueMail({
      executor: tx,
      tenantId,
      mails: admins.map((admin) => messageNotificationEmail({ storeName: store?.name ?? "your store", to: admin.email, input })),
    });
  });
  nudgeOutboxWorker();
  return { success: true, message: "Thank you for your message. We will get back to you soon." };
}
