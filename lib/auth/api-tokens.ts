import { createHmac, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { getDb, schema } from "@/db/client";
import { getEnv } from "../env";
import { sha256Hex } from "./hash";
import { issuer, signingKey, tokenSettings } from "./keys";

/**
 * Issues an API token for a tenant: a JWT whose jti is stored hashed so it can be revoked. A private token
 * (`cli token create --private`) is for a server (a server-side storefront): it may name the buyer's address in
 * X-Buyer-IP (lib/http/buyer-address.ts). The stored row decides; the token also says so in a `private: true`
 * claim, so whoever decodes it can tell.
 */
export async function createApiToken({
  tenantId,
  name = "default",
  isPrivate = false,
}: {
  tenantId: string;
  name?: string;
  isPrivate?: boolean;
}): Promise<string> {
  const jti = randomUUID();
  const db = await getDb();
  await db.insert(schema.apiTokens).values({ tenantId, jtiHash: sha256Hex(jti), name, private: isPrivate });
  return new SignJWT(isPrivate ? { private: true } : {})
    .setProtectedHeader({ alg: "HS256", typ: tokenSettings.api.typ })
    .setSubject(tenantId)
    .setJti(jti)
    .setIssuer(issuer)
    .setAudience(tokenSettings.api.audience)
    .setIssuedAt()
    .sign(signingKey("api"));
}

/**
 * The same token every time for a tenant and a name (the seed's demo token, the storefront's own token):
 * its jti is derived from AUTH_SECRET, so it can be printed again without keeping the token anywhere.
 * Revoking it stays in force: the stored row is never re-enabled.
 */
export async function stableApiToken({ tenantId, name }: { tenantId: string; name: string }): Promise<string> {
  const digest = createHmac("sha256", getEnv().authSecret).update(`stable-api-token:${tenantId}:${name}`).digest("hex");
  const jti = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-a${digest.slice(17, 20)}-${digest.slice(20, 32)}`;
  const db = await getDb();
  await db
    .insert(schema.apiTokens)
    .values({ tenantId, jtiHash: sha256Hex(jti), name })
    .onConflictDoNothing();
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: tokenSettings.api.typ })
    .setSubject(tenantId)
    .setJti(jti)
    .setIssuer(issuer)
    .setAudience(tokenSettings.api.audience)
    .setIssuedAt(1767225600)
    .sign(signingKey("api"));
}
