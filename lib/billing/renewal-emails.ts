import { getEnv } from "../env";
import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";

/** The account page of a subscription, where the card is updated (a failed payment retries at once then). */
export function subscriptionUrl(subscriptionId: string): string {
  return `${getEnv().APP_URL.replace(/\/+$/, "")}/account/subscriptions/${encodeURIComponent(subscriptionId)}`;
}

type Common = { storeName: string; to: string; firstName: string | null; subscriptionName: string; subscriptionId: string };

function mail(kind: QueuedMail["kind"], c: Common, subject: string, paragraphs: string[], linkText: string): QueuedMail {
  const url = subscriptionUrl(c.subscriptionId);
  const hello = `Hello ${c.firstName || "there"},`;
  return {
    kind,
    to: c.to,
    subject: headerText(subject),
    text: [hello, "", ...paragraphs.flatMap((p) => [p, ""]), `${linkText}: ${url}`, "", c.storeName].join("\n"),
    html: `<p>${escapeHtml(hello)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p><a href="${escapeHtml(url)}">${escapeHtml(
      linkText,
    )}</a></p><p>${escapeHtml(c.storeName)}</p>`,
  };
}

/** A renewal's charge was declined; `retryOn` when it will be tried again (null: it will not). */
export function paymentFailedEmail(c: Common & { displayTotal: string; reason: string; retryOn: string | null }): QueuedMail {
  return mail(
    "subscription_payment_failed",
    c,
    `Payment for your ${c.subscriptionName} failed`,
    [
      `We could not take ${c.displayTotal} for your ${c.subscriptionName}: ${c.reason}`,
      c.retryOn
        ? `We will try again on ${c.retryOn}. Update your card now and we will try again at once.`
        : "We will not try this card again. Update your card to restart your deliveries.",
    ],
    "Update your card",
  );
}

/** The last try failed: the subscription is paused or cancelled (the store's setting). */
export function dunningEndedEmail(c: Common & { action: "pause" | "cancel" }): QueuedMail {
  return c.action === "cancel"
    ? mail(
        "subscription_cancelled",
        c,
        `Your ${c.subscriptionName} has been cancelled`,
        [`We could not take payment for your ${c.subscriptionName}, so it has been cancelled.`],
        "See your subscription",
      )
    : mail(
        "subscription_paused",
        c,
        `Your ${c.subscriptionName} is paused`,
        [`We could not take payment for your ${c.subscriptionName}, so it is paused. Update your card and resume it at any time.`],
        "Update your card",
      );
}

/** Nothing in the box was in stock: this cycle is skipped and not charged. */
export function renewalSkippedEmail(c: Common & { cycle: string; leftOut: string[]; nextBillingDate: string }): QueuedMail {
  return mail(
    "subscription_renewal_skipped",
    c,
    `Your ${c.subscriptionName} delivery of ${c.cycle} is skipped`,
    [
      `Nothing in your box was in stock (${c.leftOut.join(", ")}), so this delivery is skipped and you have not been charged.`,
      `Your next delivery is billed on ${c.nextBillingDate}.`,
    ],
    "See your subscription",
  );
}

/** `reminderDays` before a charge: what will be sent and charged, with links to skip or change. */
export function reminderEmail(c: Common & { chargeOn: string; displayTotal: string; items: string[] }): QueuedMail {
  return mail(
    "subscription_reminder",
    c,
    `Your ${c.subscriptionName} is billed on ${c.chargeOn}`,
    [
      `On ${c.chargeOn} we will charge ${c.displayTotal} for your ${c.subscriptionName} and send: ${c.items.join(", ")}.`,
      "To skip this delivery or change it, visit your subscription before then.",
    ],
    "Skip or change",
  );
}
