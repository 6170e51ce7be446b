import { createHmac, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { fixtures } from "./fixtures";

/** The operator key, derived as lib/auth/keys.ts derives keys: HMAC-SHA256(AUTH_SECRET, purpose). */
export function operatorKey(secret = fixtures().authSecret): Uint8Array {
  return new Uint8Array(createHmac("sha256", secret).update("storefront:operator-token:v1").digest());
}

/** An operator token for a tenant, as `npm run cli -- operator-token create` issues it (options forge bad ones). */
export async function operatorToken(
  tenantId: string,
  options: { key?: Uint8Array; typ?: string; audience?: string; ttl?: number; iat?: number; exp?: number; issuer?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const iat = options.iat ?? now;
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: options.typ ?? "sf-operator+jwt" })
    .setSubject(tenantId)
    .setJti(randomUUID())
    .setIssuer(options.issuer ?? "storefront")
    .setAudience(options.audience ?? "storefront-operator")
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + (options.ttl ?? 3600))
    .sign(options.key ?? operatorKey());
}
