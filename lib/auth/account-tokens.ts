import { randomUUID } from "node:crypto";
import { and, eq, isNull, lte } from "drizzle-orm";
import { SignJWT } from "jose";
import { getDb, schema, type Executor } from "@/db/client";
import { getEnv } from "../env";
import { sha256Hex } from "./hash";
import { issuer, signingKey, tokenSettings } from "./keys";
import { forgetCachedTokens } from "./token-cache";

export type IssuedAccountToken = { token: string; expiresAt: string };

export async function issueAccountToken({
  tenantId,
  customerId,
  executor,
}: {
  tenantId: string;
  customerId: string;
  executor?: Executor;
}): Promise<IssuedAccountToken> {
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + getEnv().ACCOUNT_TOKEN_TTL_SECONDS;
  const expiresAt = new Date(exp * 1000).toISOString();
  const db = executor ?? (await getDb());
  await db.insert(schema.accountTokens).values({ tenantId, customerId, jtiHash: sha256Hex(jti), expiresAt });
  const token = await new SignJWT({ tid: tenantId })
    .setProtectedHeader({ alg: "HS256", typ: tokenSettings.account.typ })
    .setSubject(customerId)
    .setJti(jti)
    .setIssuer(issuer)
    .setAudience(tokenSettings.account.audience)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(signingKey("account"));
  return { token, expiresAt };
}

export async function revokeAccountToken({ tenantId, customerId, jti }: { tenantId: string; customerId: string; jti: string }) {
  const db = await getDb();
  await db
    .update(schema.accountTokens)
    .set({ revokedAt: new Date().toISOString() })
    .where(
      and(
        eq(schema.accountTokens.tenantId, tenantId),
        eq(schema.accountTokens.customerId, customerId),
        eq(schema.accountTokens.jtiHash, sha256Hex(jti)),
      ),
    );
  forgetCachedTokens();
}

/** Revokes every account token of the customer issued up to now (password reset, sign-out everywhere). */
export async function revokeAllAccountTokens({
  tenantId,
  customerId,
  executor,
}: {
  tenantId: string;
  customerId: string;
  executor?: Executor;
}) {
  const db = executor ?? (await getDb());
  const now = new Date().toISOString();
  await db
    .update(schema.accountTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(schema.accountTokens.tenantId, tenantId),
        eq(schema.accountTokens.customerId, customerId),
        isNull(schema.accountTokens.revokedAt),
        lte(schema.accountTokens.createdAt, now),
      ),
    );
  await db
    .update(schema.customers)
    .set({ tokensValidAfter: now })
    .where(and(eq(schema.customers.tenantId, tenantId), eq(schema.customers.id, customerId)));
  forgetCachedTokens();
}
