import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { getDb, schema } from "@/db/client";
import { randomToken, sha256Hex } from "../auth/hash";
import { getEnv } from "../env";
import { nudgeOutboxWorker, queueMail } from "../mail/queue-mail";
import { withinQuota } from "../http/ratelimit";
import { passwordResetEmail } from "./password-reset-email";
import type { NextRequest } from "next/server";
import type { AccountMessage, PasswordResetRequestInput } from "./schemas";
import { InvalidInputError } from "../errors/domain";

export const resetTokenMinutes = 60;
/** One reset mail per customer per minute at most, so the endpoint cannot be used to flood a mailbox. */
const throttleSeconds = 60;
/** Every answer takes at least this long, so timing does not tell whether the e-mail has an account. */
const minimumDurationMs = 300;

const answer: AccountMessage = {
  message: "If an account exists for this e-mail address, we have sent it a link to reset the password.",
};

/**
 * The reset page: the caller's returnUrl when it is on an allowed origin (APP_URL, ALLOWED_RETURN_ORIGINS, or a host
 * name of the store's own: `tenant set-domains`), else APP_URL/reset-password. Never request headers.
 */
async function resetPageUrl({
  returnUrl,
  isStoreHost,
}: {
  returnUrl: string | null;
  isStoreHost: (host: string) => Promise<boolean>;
}): Promise<string> {
  const env = getEnv();
  if (!returnUrl) return `${env.APP_URL.replace(/\/+$/, "")}/reset-password`;
  const url = new URL(returnUrl);
  const allowed =
    env.allowedReturnOrigins.includes(url.origin) ||
    ((url.protocol === "https:" || url.protocol === "http:") && (await isStoreHost(url.hostname)));
  if (!allowed || url.username || url.password)
    throw new InvalidInputError({ returnUrl: ["The return url must be on one of the store's own addresses."] });
  return url.toString();
}

function resetLink(page: string, token: string, email: string): string {
  const url = new URL(page);
  url.searchParams.set("token", token);
  url.searchParams.set("email", email);
  return url.toString();
}

/**
 * POST /account/password. The same answer whether or not the e-mail has an account. When it has one,
 * a single-use token valid for 60 minutes is stored (sha256 of 256 random bits; only the e-mail holds
 * the token itself), earlier unused tokens are retired, and the e-mail is queued in the outbox, all
 * in one transaction.
 */
export async function requestPasswordReset({
  tenantId,
  input,
  req,
  isStoreHost,
}: {
  tenantId: string;
  input: PasswordResetRequestInput;
  /** The caller's request, for the rate limit exemption of the quiet per-e-mail ceiling. */
  req?: NextRequest;
  /** Whether a host name is one of this store's own (`tenant set-domains`): a returnUrl there is allowed. */
  isStoreHost: (host: string) => Promise<boolean>;
}): Promise<AccountMessage> {
  const started = performance.now();
  const page = await resetPageUrl({ returnUrl: input.returnUrl, isStoreHost });
  const token = randomToken();
  const db = await getDb();
  // Past the e-mail's ceiling (whoever asks): the usual answer, no new mail, and the last link stays valid.
  // Never a 429 here, which a stranger could cause for someone else's own request.
  const withinCeiling = await withinQuota({ name: "password-reset-mail", tenantId, email: input.email, req });
  const queued =
    withinCeiling &&
    (await db.transaction(async (tx) => {
      const c = schema.customers;
      const [customer] = await tx
        .select({ id: c.id, email: c.email, firstName: c.firstName })
        .from(c)
        .where(and(eq(c.tenantId, tenantId), eq(sql`lower(${c.email})`, input.email.toLowerCase())))
        .limit(1)
        .for("update");
      if (!customer) return false;
      const t = schema.passwordResetTokens;
      const mine = and(eq(t.tenantId, tenantId), eq(t.customerId, customer.id));
      const [recent] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(mine, gt(t.createdAt, sql`now() - make_interval(secs => ${throttleSeconds})`)))
        .limit(1);
      if (recent) return false;
      await tx
        .update(t)
        .set({ usedAt: sql`now()` })
        .where(and(mine, isNull(t.usedAt)));
      await tx.insert(t).values({
        tenantId,
        customerId: customer.id,
        tokenHash: sha256Hex(token),
        expiresAt: sql`now() + make_interval(mins => ${resetTokenMinutes})`,
      });
      const [store] = await tx.select({ name: schema.tenants.name }).from(schema.tenants).where(eq(schema.tenants.id, tenantId)).limit(1);
      await queueMail({
        executor: tx,
        tenantId,
        mails: [
          passwordResetEmail({
            storeName: store?.name ?? "your store",
            to: customer.email,
            firstName: customer.firstName,
            link: resetLink(page, token, customer.email),
            validMinutes: resetTokenMinutes,
          }),
        ],
      });
      return true;
    }));
  if (queued) nudgeOutboxWorker();
  const remaining = minimumDurationMs - (performance.now() - started);
  if (remaining > 0) await sleep(remaining);
  return answer;
}
