import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { issueAccountToken } from "../auth/account-tokens";
import { hashPassword } from "../auth/passwords";
import { getProfile } from "./get-profile";
import type { AuthResponse, RegisterInput } from "./schemas";
import { InvalidInputError } from "../errors/domain";

/**
 * Creates the account. A customer record created earlier from a contact message (no password yet)
 * is claimed rather than duplicated.
 */
export async function register({ tenantId, input }: { tenantId: string; input: RegisterInput }): Promise<AuthResponse> {
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
    throw new InvalidInputError({ email: ["The email has already been taken."] });
  });
  const { token, expiresAt } = (await issueAccountToken({ tenantId, customerId }))!;
  return { token, tokenType: "Bearer", expiresAt, customer: await getProfile({ tenantId, customerId }) };
}
