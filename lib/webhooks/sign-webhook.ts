import { createHmac } from "node:crypto";

/** `Storefront-Signature` for a body sent at `timestamp` (unix seconds): `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`. Pure. */
export function signWebhook({ secret, timestamp, body }: { secret: string; timestamp: number; body: string }): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}
