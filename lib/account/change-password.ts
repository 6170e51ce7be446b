import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import type { AccountCaller } from "../auth/verify-token";
import { sha256Hex } from "../auth/hash";
import { passwordProblem } from "../auth/password-strength";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { forgetCachedTokens } from "../auth/token-cache";
import { getEnv } from "../env";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { passwordChangedEmail } from "./password-changed-email";
import type { AccountMessage, PasswordChangeInput } from "./schemas";
import { InvalidInputError, UnauthenticatedError } from "../errors/domain";

const wrongCurrent = () => new InvalidInputError({ currentPassword: ["The current password is incorrect."] });

/**
 * POST /account/password/change (extension). The current password must verify (else 422 on
 * `currentPassword`, as sign-in answers wrong credentials); the new one must pass the password rule with
 * the customer's own e-mail and names as known words, and differ from the current one. In one
 * transaction: the new argon2id hash is stored only if the hash just verified is still the customer's
 * (a concurrent reset or change wins once), every other account token of the customer is revoked (the
 * one making this call stays valid, so this session continues), unused reset links are retired, and a
 * notice is queued in the outbox.
 */
export async function changePassword({
  tenantId,
  customerId,
  account,
  input,
}: {
  tenantId: string;
  customerId: string;
  account: AccountCaller;
  input: PasswordChangeInput;
}): Promise<AccountMessage> {
  const db = await getDb();
  const c = schema.customers;
  const [customer] = await db
    .select({ email: c.email, firstName: c.firstName, lastName: c.lastName, passwordHash: c.passwordHash })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId)))
    .limit(1);
  if (!customer) throw new UnauthenticatedError();
  if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) throw wrongCurrent();
  if (input.newPassword === input.currentPassword)
    throw new InvalidInputError({ newPassword: ["The new password must be different from the current one."] });
  const problem = passwordProblem(input.newPassword, [customer.email, customer.firstName, customer.lastName]);
  if (problem) throw new InvalidInputError({ newPassword: [problem] });
  // Hashing is slow on purpose; do it before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // Conditional on the verified hash: the row lock also makes a login issuing a token on the old password
    // commit first (its token is revoked below) or see the new hash and be refused.
    const [changed] = await tx
      .update(c)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(c.tenantId, tenantId), eq(c.id, customerId), eq(c.passwordHash, customer.passwordHash!)))
      .returning({ id: c.id });
    if (!changed) throw wrongCurrent();
    const t = schema.accountTokens;
    await tx
      .update(t)
      .set({ revokedAt: sql`clock_timestamp()` })
      .where(and(eq(t.tenantId, tenantId), eq(t.customerId, customerId), isNull(t.revokedAt), ne(t.jtiHash, sha256Hex(account.jti))));
    const r = schema.passwordResetTokens;
    await tx
      .update(r)
      .set({ usedAt: sql`now()` })
      .where(and(eq(r.tenantId, tenantId), eq(r.customerId, customerId), isNull(r.usedAt)));
    const [store] = await tx.select({ name: schema.tenants.name }).from(schema.tenants).where(eq(schema.tenants.id, tenantId)).limit(1);
    await queueMail({
      executor: tx,
      tenantId,
      mails: [
        passwordChangedEmail({
          storeName: store?.name ?? "your store",
          to: customer.email,
          firstName: customer.firstName,
          resetPage: `${getEnv().APP_URL.replace(/\/+$/, "")}/forgot-password`,
        }),
      ],
    });
  });
  forgetCachedTokens({ tenantId, customerId });
  nudgeOutboxWorker();
  return { message: "Your password has been changed. Other devices signed in to your account have been signed out." };
}
