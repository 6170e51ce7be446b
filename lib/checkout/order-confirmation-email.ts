import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";
import type { PlacedOrder } from "./schemas";

/** The confirmation e-mail of a placed order. */
export function orderConfirmationEmail({
  storeName,
  to,
  firstName,
  order,
}: {
  storeName: string;
  to: string;
  firstName: string;
  order: PlacedOrder;
}): QueuedMail {
  const lines = order.lines.map((l) => `${l.quantity} × ${l.name}: ${l.displayLineTotal}`);
  const text = [
    `Hello ${firstName},`,
    "",
    `Thank you for your order ${order.orderId} at ${storeName}.`,
    "",
    ...lines,
    "",
    `Subtotal: ${order.displaySubtotal}`,
    `Delivery: ${order.displayShipping}`,
    `Total: ${order.displayTotal}`,
    ...(order.pointsEarned > 0 ? [`Points earned: ${order.pointsEarned}`] : []),
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.orderId)}</strong> at ${escapeHtml(storeName)}.</p>
<ul>${order.lines.map((l) => `<li>${l.quantity} × ${escapeHtml(l.name)}: ${escapeHtml(l.displayLineTotal)}</li>`).join("")}</ul>
<p>Subtotal: ${escapeHtml(order.displaySubtotal)}<br>Delivery: ${escapeHtml(order.displayShipping)}<br><strong>Total: ${escapeHtml(order.displayTotal)}</strong></p>
${order.pointsEarned > 0 ? `<p>Points earned: ${order.pointsEarned}</p>` : ""}`;
  return { kind: "order_confirmation", to, subject: headerText(`Your ${storeName} order ${order.orderId}`), text, html };
}
