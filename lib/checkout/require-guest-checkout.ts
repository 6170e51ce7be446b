import "server-only";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { ForbiddenError } from "../errors/domain";

/** Refuses a guest's payment setup or checkout when the store sells to signed-in customers only. */
export async function requireGuestCheckout(tenantId: string): Promise<void> {
  const db = await getDb();
  const t = schema.tenants;
  const [row] = await db.select({ guestCheckout: t.guestCheckout }).from(t).where(eq(t.id, tenantId)).limit(1);
  if (row && !row.guestCheckout)
    throw new ForbiddenError("This store does not take guest orders: sign in or create an account to check out.").withCode(
      "guest_checkout_disabled",
    );
}
