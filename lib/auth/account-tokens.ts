import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { getDb, schema, type Executor } from "@/db/client";
import { getEnv } from "../env";
import { sha256Hex } from "./hash";
import { issuer, signingKey, tokenSettings } from "./keys";
import { forgetCachedTokens } from "./token-cache";

export type IssuedAccountToken = { token: string; expiresAt: string };

/**
 * Issues an account token. With `passwordHash` (a login that verified that hash), the token is only issued
 * if the customer's hash is still that one: the customer row is locked (FOR SHARE) in the issuing transaction,
 * so a login racing a password reset either commits first (and the reset revokes its token) or sees the new
 * hash and is refused. The token row's created_at is the clock at issue (microseconds), compared with
 * tokens_valid_after on every verification.
 */
export async function issueAccountToken({
  tenantId,
  customerId,
  executor,
  passwordHash,
}: {
  tenantId: string;
  customerId: string;
  executor?: Executor;
  passwordHash?: string;
}): Promise<IssuedAccountToken | undefined> {
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + getEnv().ACCOUNT_TOKEN_TTL_SECONDS;
  const expiresAt = new Date(exp * 1000).toISOString();
  const db = executor ?? (await getDb());
  const insert = async (tx: Executor) => {
    if (passwordHash !== undefined) {
      const c = schema.customers;
      const [row] = await tx
        .select({ passwordHash: c.passwordHash })
        .from(c)
        .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
        .for("share");
      if (!row || row.passwordHash !== passwordHash) return false;
    }
    await tx
      .insert(schema.accountTokens)
      .values({ tenantId, customerId, jtiHash: sha256Hex(jti), expiresAt, createdAt: sql`clock_timestamp()` });
    return true;
  };
  const issued = passwordHash !== undefined && !executor ? await db.transaction((tx) => insert(tx)) : await insert(db);
  if (!issued) return undefined;
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
  forgetCachedTokens({ tenantId, customerId });
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
  // The customer row first: its lock makes a login that is issuing a token on the old password finish
  // before (its token is then revoked below) or wait and see the new hash. Full precision (clock_timestamp).
  await db
    .update(schema.customers)
    .set({ tokensValidAfter: sql`clock_timestamp()` })
    .where(and(eq(schema.customers.tenantId, tenantId), eq(schema.customers.id, customerId)));
  await db
    .update(schema.accountTokens)
    .set({ revokedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(schema.accountTokens.tenantId, tenantId),
        eq(schema.accountTokens.customerId, customerId),
        isNull(schema.accountTokens.revokedAt),
      ),
    );
  forgetCachedTokens({ tenantId, customerId });
}
