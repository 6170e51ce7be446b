import { createHmac, randomUUID } from "node:crypto";
import { SignJWT, type JWTPayload } from "jose";
import { fixtures } from "./fixtures";

/** Forges tokens for attack tests. The key derivation mirrors lib/auth/keys.ts: HMAC(AUTH_SECRET, purpose). */
export function keyFor(kind: "api" | "account", secret = fixtures().authSecret): Uint8Array {
  const purpose = kind === "api" ? "storefront:api-token:v1" : "storefront:account-token:v1";
  return new Uint8Array(createHmac("sha256", secret).update(purpose).digest());
}

export async function forge(
  kind: "api" | "account",
  claims: JWTPayload,
  options: { key?: Uint8Array; typ?: string; audience?: string; exp?: number; iat?: number } = {},
): Promise<string> {
  const typ = options.typ ?? (kind === "api" ? "sf-api+jwt" : "sf-account+jwt");
  const audience = options.audience ?? (kind === "api" ? "storefront-api" : "storefront-account");
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ })
    .setIssuer("storefront")
    .setAudience(audience)
    .setJti(typeof claims.jti === "string" ? claims.jti : randomUUID())
    .setIssuedAt(options.iat ?? now);
  if (options.exp !== undefined) jwt.setExpirationTime(options.exp);
  return jwt.sign(options.key ?? keyFor(kind));
}

/** An unsigned token (alg: none) carrying the same claims as a real one. */
export function unsigned(realToken: string): string {
  const [, payload] = realToken.split(".");
  const header = Buffer.from(JSON.stringify({ alg: "none", typ: "sf-account+jwt" })).toString("base64url");
  return `${header}.${payload}.`;
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
}
