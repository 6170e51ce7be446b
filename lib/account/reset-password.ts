import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { revokeAllAccountTokens } from "../auth/account-tokens";
import { sha256Hex } from "../auth/hash";
import { hashPassword } from "../auth/passwords";
import { forgetCachedTokens } from "../auth/token-cache";
import type { AccountMessage, PasswordResetInput } from "./schemas";
import { InvalidInputError } from "../errors/domain";

const invalidLink = () =>
  new InvalidInputError({ token: ["This password reset link is invalid or has expired. Please ask for a new one."] });

/**
 * POST /account/password/reset (extension). The token must belong to the e-mail's customer, be unused
 * and unexpired; a wrong, used or expired token all get the same 422. In one transaction: the token is
 * marked used (a conditional update, so two concurrent resets with one token cannot both succeed),
 * the new argon2id hash is stored, and every account token issued before now is revoked.
 */
export async function resetPassword({ tenantId, input }: { tenantId: string; input: PasswordResetInput }): Promise<AccountMessage> {
  const db = await getDb();
  const t = schema.passwordResetTokens;
  const c = schema.customers;
  const usable = and(isNull(t.usedAt), gt(t.expiresAt, sql`now()`));
  const [found] = await db
    .select({ id: t.id, customerId: t.customerId })
    .from(t)
    .innerJoin(c, and(eq(c.id, t.customerId), eq(c.tenantId, tenantId)))
    .where(
      and(eq(t.tenantId, tenantId), eq(t.tokenHash, sha256Hex(input.token)), eq(sql`lower(${c.email})`, input.email.toLowerCase()), usable),
    )
    .limit(1);
  if (!found) throw invalidLink();
  // Hashing is slow on purpose; do it before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(t)
      .set({ usedAt: sql`now()` })
      .where(and(eq(t.id, found.id), eq(t.tenantId, tenantId), usable))
      .returning({ id: t.id });
    if (!claimed) throw invalidLink();
    // Any other link still out for this customer is retired too.
    await tx
      .update(t)
      .set({ usedAt: sql`now()` })
      .where(and(eq(t.tenantId, tenantId), eq(t.customerId, found.customerId), isNull(t.usedAt)));
    await tx
      .update(c)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(c.tenantId, tenantId), eq(c.id, found.customerId)));
    await revokeAllAccountTokens({ tenantId, customerId: found.customerId, executor: tx });
  });
  // The revocation cleared the token cache inside the transaction; clear it again now it is committed.
  forgetCachedTokens({ tenantId, customerId: found.customerId });
  return { message: "Your password has been reset. You can now sign in with your new password." };
}
