import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "../env";

const macBytes = 12;

function uuidBytes(id: string): Buffer {
  return Buffer.from(id.replace(/-/g, ""), "hex");
}

function uuidOf(bytes: Buffer): string {
  const h = bytes.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Codes that name a row and cannot be guessed or forged: `prefix` + the row's id and an HMAC (keyed by AUTH_SECRET,
 * bound to the tenant and to `purpose`) in base64url. One tenant's code never works at another's, and a code for
 * one purpose (a ticket) is never accepted for another (a waitlist offer).
 */
export function signedCodes(prefix: string, purpose: string) {
  const mac = (tenantId: string, id: string) =>
    createHmac("sha256", getEnv().authSecret).update(`storefront:${purpose}:${tenantId}:${id}`).digest().subarray(0, macBytes);
  return {
    sign({ tenantId, id }: { tenantId: string; id: string }): string {
      return prefix + Buffer.concat([uuidBytes(id), mac(tenantId, id)]).toString("base64url");
    },
    /** The id a code names when its signature holds for this tenant; null for anything else. */
    verify({ tenantId, code }: { tenantId: string; code: string }): string | null {
      const text = code.trim();
      if (!text.toUpperCase().startsWith(prefix) || text.length > 64) return null;
      const raw = Buffer.from(text.slice(prefix.length), "base64url");
      if (raw.length !== 16 + macBytes) return null;
      const id = uuidOf(raw.subarray(0, 16));
      return timingSafeEqual(raw.subarray(16), mac(tenantId, id)) ? id : null;
    },
  };
}
