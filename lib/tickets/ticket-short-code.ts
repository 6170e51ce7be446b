import { createHmac } from "node:crypto";
import { getEnv } from "../env";

/** Letters and digits that cannot be misheard or misread for one another (no 0/O, 1/I/L, U). */
const alphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const length = 8;

/**
 * The short code printed beside a ticket's QR code, for reading out at the door ("K7PM-4QXD"): derived from the
 * ticket's id by an HMAC (keyed by AUTH_SECRET, bound to the tenant), so it is stored nowhere and cannot be guessed
 * from another ticket's. The full signed code stays the ticket's identity; the door accepts this one for the
 * tickets of dates around now (lib/tickets/check-in.ts).
 */
export function ticketShortCode({ tenantId, ticketId }: { tenantId: string; ticketId: string }): string {
  const mac = createHmac("sha256", getEnv().authSecret).update(`storefront:ticket-short:${tenantId}:${ticketId}`).digest();
  let code = "";
  for (let i = 0; i < length; i++) code += alphabet[mac[i]! % alphabet.length];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A typed or read-out short code in its canonical form ("k7pm 4qxd" → "K7PM-4QXD"); null when it is not one. */
export function normaliseShortCode(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, "");
  if (compact.length !== length || [...compact].some((c) => !alphabet.includes(c))) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}
