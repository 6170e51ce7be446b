import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { issueAccountToken } from "../auth/account-tokens";
import { hashPassword } from "../auth/passwords";
import { getProfile } from "./get-profile";
import type { NextRequest } from "next/server";
import { countAgainst, refuseWhenSpent } from "../http/ratelimit";
import type { AuthResponse, RegisterInput } from "./schemas";
import { InvalidInputError } from "../errors/domain";

/**
 * Creates the account. A customer record created earlier from a contact message (no password yet)
 * is claimed rather than duplicated.
 *
 * An e-mail that already has an account answers 422: the 201 carries a working account token, so no answer could
 * look the same without handing out a token (docs/RELIABILITY.md, "Rate limits"). What limits the enumeration:
 * 5 registrations an hour per address (the operation's limit) and a store-wide ceiling on "already taken"
 * answers ("register-taken"), checked before anything else so that, once spent, every registration of the store
 * answers 429 alike whatever its e-mail.
 */
export async function register({
  tenantId,
  input,
  req,
}: {
  tenantId: string;
  input: RegisterInput;
  req?: NextRequest;
}): Promise<AuthResponse> {
  await refuseWhenSpent({ name: "register-taken", tenantId, req });
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const c = schema.customers;
  const customerId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(c)
      .values({ tenantId, email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName })
      .onConflictDoNothing()
      .returning({ id: c.id });
    if (created) return created.id;
    const [claimed] = await tx
      .update(c)
      .set({ passwordHash, firstName: input.firstName, lastName: input.lastName, updatedAt: sql`now()` })
      .where(and(eq(c.tenantId, tenantId), eq(sql`lower(${c.email})`, input.email.toLowerCase()), isNull(c.passwordHash)))
      .returning({ id: c.id });
    if (claimed) return claimed.id;
    await countAgainst({ name: "register-taken", tenantId, req });
    throw new InvalidInputError({ email: ["The email has already been taken."] });
  });
  const { token, expiresAt } = (await issueAccountToken({ tenantId, customerId }))!;
  return { token, tokenType: "Bearer", expiresAt, customer: await getProfile({ tenantId, customerId }) };
}
