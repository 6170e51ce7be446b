import { escapeHtml, headerText } from "../mail/html";
import type { QueuedMail } from "../mail/queue-mail";

type Common = { storeName: string; to: string; eventTitle: string; displayStartsAt: string };

function mail(
  kind: QueuedMail["kind"],
  c: Common,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): QueuedMail {
  return {
    kind,
    to: c.to,
    subject: headerText(subject),
    text: ["Hello,", "", ...paragraphs.flatMap((p) => [p, ""]), ...(link ? [`${link.label}: ${link.href}`, ""] : []), c.storeName].join(
      "\n",
    ),
    html: `<p>Hello,</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}${
      link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""
    }<p>${escapeHtml(c.storeName)}</p>`,
  };
}

const seats = (n: number) => `${n} ${n === 1 ? "seat" : "seats"}`;

/** Seats freed for the first in a waitlist's line: the link holds them in a cart until the offer ends. */
export function waitlistOfferEmail(c: Common & { quantity: number; displayExpiresAt: string; offerUrl: string }): QueuedMail {
  return mail(
    "waitlist_offer",
    c,
    `${seats(c.quantity)} for ${c.eventTitle} are yours to book`,
    [
      `Good news: ${seats(c.quantity)} for ${c.eventTitle} on ${c.displayStartsAt} came free, and you are first on the waitlist.`,
      `We keep them for you until ${c.displayExpiresAt}. After that they go to the next person in line.`,
    ],
    { href: c.offerUrl, label: "Book your seats" },
  );
}

/** A waitlist join: the link confirms the e-mail; until then the entry is never offered seats. */
export function waitlistConfirmEmail(c: Common & { quantity: number; confirmUrl: string }): QueuedMail {
  return mail(
    "waitlist_confirm",
    c,
    `Confirm your place on the waitlist for ${c.eventTitle}`,
    [
      `You asked to join the waitlist for ${seats(c.quantity)} for ${c.eventTitle} on ${c.displayStartsAt}.`,
      "Confirm your e-mail with the link below to take your place in line: we only offer seats to confirmed e-mails.",
      "If you did not ask for this, ignore this mail and nothing happens.",
    ],
    { href: c.confirmUrl, label: "Confirm my place" },
  );
}

/** A cancelled date: the holder's tickets are cancelled and what they paid for them is refunded. */
export function eventCancelledEmail(
  c: Common & { tickets: number; displayRefund: string | null; reason: string | null; orderNumber: string; orderUrl?: string },
): QueuedMail {
  return mail(
    "event_cancelled",
    c,
    `${c.eventTitle} on ${c.displayStartsAt} is cancelled`,
    [
      `We are sorry: ${c.eventTitle} on ${c.displayStartsAt} has been cancelled${c.reason ? ` (${c.reason})` : ""}.`,
      `Your ${c.tickets === 1 ? "ticket" : `${c.tickets} tickets`} from order ${c.orderNumber} no longer admit${c.tickets === 1 ? "s" : ""} anyone.`,
      c.displayRefund
        ? `${c.displayRefund} is being refunded to your card; it can take a few days to show.`
        : "Nothing was charged for them, so there is nothing to refund.",
    ],
    c.orderUrl ? { href: c.orderUrl, label: "See your order" } : undefined,
  );
}
