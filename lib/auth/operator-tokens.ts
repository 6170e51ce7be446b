import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { issuer, operatorTokenMaxTtlSeconds, signingKey, tokenSettings } from "./keys";

export type IssuedOperatorToken = { token: string; expiresAt: string };

/**
 * Issues an operator token (extension): lets store staff and scripts edit content through /api/v1/operator/**.
 * Short-lived (at most one hour) and never stored.
 */
export async function issueOperatorToken({
  tenantId,
  ttlSeconds = operatorTokenMaxTtlSeconds,
}: {
  tenantId: string;
  ttlSeconds?: number;
}): Promise<IssuedOperatorToken> {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + Math.min(Math.max(1, Math.floor(ttlSeconds)), operatorTokenMaxTtlSeconds);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: tokenSettings.operator.typ })
    .setSubject(tenantId)
    .setJti(randomUUID())
    .setIssuer(issuer)
    .setAudience(tokenSettings.operator.audience)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(signingKey("operator"));
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}
