import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { issueAccountToken } from "../auth/account-tokens";
import { verifyPassword } from "../auth/passwords";
import { getProfile } from "./get-profile";
import type { AuthResponse, LoginInput } from "./schemas";
import { InvalidInputError } from "../errors/domain";

export async function login({ tenantId, input }: { tenantId: string; input: LoginInput }): Promise<AuthResponse> {
  const db = await getDb();
  const c = schema.customers;
  const [customer] = await db
    .select({ id: c.id, passwordHash: c.passwordHash })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(sql`lower(${c.email})`, input.email.toLowerCase())))
    .limit(1);
  // Unknown e-mail and wrong password take the same time and give the same answer.
  const ok = await verifyPassword(customer?.passwordHash, input.password);
  if (!customer || !ok) throw new InvalidInputError({ email: ["These credentials do not match our records."] });
  // Issued only if the hash just verified is still the customer's (a reset may have committed meanwhile).
  const issued = await issueAccountToken({ tenantId, customerId: customer.id, passwordHash: customer.passwordHash! });
  if (!issued) throw new InvalidInputError({ email: ["These credentials do not match our records."] });
  const { token, expiresAt } = issued;
  return { token, tokenType: "Bearer", expiresAt, customer: await getProfile({ tenantId, customerId: customer.id }) };
}
