import type { Cart } from "@/lib/cart/schemas";
/** Display helpers shared by server and client components (money lives in lib/money). */

/** The shop's own clock (a Bristol roastery): dates and event times are shown in it, with the zone named. */
export const STORE_TIME_ZONE = "Europe/London";

/** "5 December 2026", or with the time "5 December 2026 at 19:00 GMT" (server and browser agree: fixed zone). */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: STORE_TIME_ZONE,
    ...(withTime ? { hour: "2-digit", minute: "2-digit", timeZoneName: "short" } : {}),
  }).format(date);
}

export function pluralise(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Frequencies are in weeks. */
export function formatFrequency(weeks: number): string {
  return weeks === 1 ? "Every week" : `Every ${weeks} weeks`;
}

/** An editor's SEO title often ends with the store's name already; the layout's title template adds it once. */
export function withoutStoreName(title: string, storeName: string): string {
  const escaped = storeName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const stripped = title.replace(new RegExp(`\\s*[|–—-]\\s*${escaped}\\s*$`, "i"), "").trim();
  return stripped || title;
}

const brandNames: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };

/** "Visa ending 4242". */
export function cardLabel(card: { cardType: string; cardLast4: string }): string {
  return `${brandNames[card.cardType] ?? card.cardType} ending ${card.cardLast4}`;
}

/** Everything a cart holds, products and seats, as the order summary lists it (amounts as the server answered). */
export function summaryLinesOf(cart: Cart): { id: string; quantity: number; name: string; displayLineSubtotal: string }[] {
  return [
    ...cart.lines,
    ...cart.ticketLines.map((t) => ({
      id: t.id,
      quantity: t.quantity,
      name: `${t.eventTitle}: ${t.ticketType}`,
      displayLineSubtotal: t.displayLineSubtotal,
    })),
  ];
}

/** True when the cart has anything to check out. */
export function cartHasItems(cart: Cart | null | undefined): cart is Cart {
  return !!cart && cart.lines.length + cart.ticketLines.length > 0;
}
