import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";
import type { OrderDetail } from "./schemas";

/**
 * The confirmation e-mail of a paid order; a guest's carries the link to the order page (with its access token).
 * Tickets are listed with their codes and a link to where they show as QR codes for the door (`ticketsUrl`: the
 * customer's tickets page; a guest's order page).
 */
export function orderConfirmationEmail({
  storeName,
  to,
  firstName,
  order,
  orderUrl,
  ticketsUrl,
  leftOut = [],
}: {
  storeName: string;
  to: string;
  firstName: string;
  order: OrderDetail;
  orderUrl?: string;
  ticketsUrl?: string;
  /** A renewal's items left out of this box for want of stock. */
  leftOut?: readonly string[];
}): QueuedMail {
  const missing = leftOut.length ? [`Not in this box (out of stock this time): ${leftOut.join(", ")}.`] : [];
  const tickets = order.tickets.map((t) => `${t.event.title}, ${t.occurrence.displayStartsAt}, ${t.ticketType}: ${t.code}`);
  const ticketText = tickets.length
    ? [
        "",
        `Your ${tickets.length === 1 ? "ticket" : "tickets"} (show the code or its QR code at the door):`,
        ...tickets,
        ...(ticketsUrl ? [`QR codes: ${ticketsUrl}`] : []),
      ]
    : [];
  const ticketHtml = tickets.length
    ? `<p>Your ${tickets.length === 1 ? "ticket" : "tickets"} (show the code or its QR code at the door):</p><ul>${tickets
        .map((x) => `<li>${escapeHtml(x)}</li>`)
        .join("")}</ul>${ticketsUrl ? `<p><a href="${escapeHtml(ticketsUrl)}">Your tickets with their QR codes</a></p>` : ""}`
    : "";
  const lines = order.lines.map((l) => `${l.quantity} × ${l.name}: ${l.displayLineSubtotal}`);
  const t = order.totals;
  const extra = [
    ...(t.discountTotal > 0 ? [`Discount: −${t.displayDiscountTotal}`] : []),
    ...(t.pointsValue > 0 ? [`Points redeemed (${t.pointsRedeemed}): −${t.displayPointsValue}`] : []),
  ];
  const tax = t.taxTotal > 0 ? [t.taxIncluded ? `Including tax: ${t.displayTaxTotal}` : `Tax: ${t.displayTaxTotal}`] : [];
  const text = [
    `Hello ${firstName},`,
    "",
    `Thank you for your order ${order.orderId} at ${storeName}.`,
    "",
    ...lines,
    ...missing,
    "",
    `Subtotal: ${order.displaySubtotal}`,
    ...extra,
    `Delivery: ${order.displayShipping}`,
    ...tax,
    `Total: ${order.displayTotal}`,
    ...(order.pointsEarned > 0 ? [`Points earned: ${order.pointsEarned}`] : []),
    ...ticketText,
    ...(orderUrl ? ["", `See your order at any time: ${orderUrl}`] : []),
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Thank you for your order <strong>${escapeHtml(order.orderId)}</strong> at ${escapeHtml(storeName)}.</p>
<ul>${order.lines.map((l) => `<li>${l.quantity} × ${escapeHtml(l.name)}: ${escapeHtml(l.displayLineSubtotal)}</li>`).join("")}</ul>${missing.map((m) => `<p>${escapeHtml(m)}</p>`).join("")}
<p>Subtotal: ${escapeHtml(order.displaySubtotal)}<br>${extra.map((x) => `${escapeHtml(x)}<br>`).join("")}Delivery: ${escapeHtml(order.displayShipping)}<br>${tax.map((x) => `${escapeHtml(x)}<br>`).join("")}<strong>Total: ${escapeHtml(order.displayTotal)}</strong></p>
${order.pointsEarned > 0 ? `<p>Points earned: ${order.pointsEarned}</p>` : ""}${ticketHtml}${orderUrl ? `<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>` : ""}`;
  return { kind: "order_confirmation", to, subject: headerText(`Your ${storeName} order ${order.orderId}`), text, html };
}
