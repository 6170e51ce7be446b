import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "../env";

const macBytes = 12;
const prefix = "TK-";

function mac(tenantId: string, ticketId: string): Buffer {
  return createHmac("sha256", getEnv().authSecret).update(`storefront:ticket:${tenantId}:${ticketId}`).digest().subarray(0, macBytes);
}

function uuidBytes(id: string): Buffer {
  return Buffer.from(id.replace(/-/g, ""), "hex");
}

function uuidOf(bytes: Buffer): string {
  const h = bytes.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * A ticket's code: its id and an HMAC (keyed by AUTH_SECRET, bound to the tenant) in base64url, so a code can be
 * neither guessed nor forged, and one tenant's code never admits at another's door.
 */
export function ticketCode({ tenantId, ticketId }: { tenantId: string; ticketId: string }): string {
  return prefix + Buffer.concat([uuidBytes(ticketId), mac(tenantId, ticketId)]).toString("base64url");
}

/** The ticket id a code names when its signature holds for this tenant; null for anything else. */
export function verifyTicketCode({ tenantId, code }: { tenantId: string; code: string }): string | null {
  const text = code.trim();
  if (!text.toUpperCase().startsWith(prefix) || text.length > 64) return null;
  const raw = Buffer.from(text.slice(prefix.length), "base64url");
  if (raw.length !== 16 + macBytes) return null;
  const ticketId = uuidOf(raw.subarray(0, 16));
  const expected = mac(tenantId, ticketId);
  return timingSafeEqual(raw.subarray(16), expected) ? ticketId : null;
}
