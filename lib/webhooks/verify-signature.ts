import { createHmac, timingSafeEqual } from "node:crypto";

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: "malformed" | "too_old" | "mismatch" };

/**
 * For receivers: checks a webhook's `Storefront-Signature` header (`t=<unix>,v1=<hex>`, several `v1` allowed) against
 * the raw body as received and the endpoint's secret. The timestamp must be within `toleranceSeconds` of `now` (so a
 * captured request cannot be replayed later), and the HMAC-SHA256 of `"<t>.<body>"` must match one `v1` (compared
 * in constant time). Pure: no I/O, `now` may be given.
 */
export function verifyWebhookSignature({
  header,
  body,
  secret,
  toleranceSeconds = 300,
  now = Date.now(),
}: {
  header: string | null | undefined;
  body: string;
  secret: string;
  toleranceSeconds?: number;
  /** Milliseconds since the epoch. */
  now?: number;
}): SignatureCheck {
  if (!header) return { ok: false, reason: "malformed" };
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: "malformed" };
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: "too_old" };
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  const match = signatures.some((s) => timingSafeEqual(Buffer.from(s, "hex"), expected));
  return match ? { ok: true, timestamp } : { ok: false, reason: "mismatch" };
}
