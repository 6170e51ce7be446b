import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";

type Common = { storeName: string; to: string; orderNumber: string; orderUrl?: string };

function mail(kind: QueuedMail["kind"], { storeName, to, orderUrl }: Common, subject: string, paragraphs: string[]): QueuedMail {
  const all = [...paragraphs, ...(orderUrl ? [`See your order: ${orderUrl}`] : [])];
  return {
    kind,
    to,
    subject: headerText(subject),
    text: ["Hello,", "", ...all.flatMap((p) => [p, ""]), `${storeName}`].join("\n"),
    html: `<p>Hello,</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${
      orderUrl ? `<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>` : ""
    }<p>${escapeHtml(storeName)}</p>`,
  };
}

/** The shipping mail: carrier and tracking number. */
export function orderShippedEmail(c: Common & { carrier: string; trackingNumber: string }): QueuedMail {
  return mail("order_shipped", c, `Your ${c.storeName} order ${c.orderNumber} is on its way`, [
    `Your order ${c.orderNumber} has been sent with ${c.carrier}.`,
    `Tracking number: ${c.trackingNumber}`,
  ]);
}

/** The cancellation mail: what was refunded. */
export function orderCancelledEmail(c: Common & { displayRefund: string }): QueuedMail {
  return mail("order_cancelled", c, `Your ${c.storeName} order ${c.orderNumber} has been cancelled`, [
    `Your order ${c.orderNumber} has been cancelled.`,
    `${c.displayRefund} has been refunded to your card; it can take a few days to show.`,
  ]);
}

/** The refund mail. */
export function orderRefundedEmail(c: Common & { displayAmount: string; reason: string }): QueuedMail {
  return mail("order_refunded", c, `A refund for your ${c.storeName} order ${c.orderNumber}`, [
    `${c.displayAmount} of your order ${c.orderNumber} has been refunded to your card (${c.reason}).`,
    "It can take a few days to show.",
  ]);
}
