import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "@/db/client";

const salts = new Map<string, string>();

/**
 * The secret of a calendar day, made by whichever instance needs it first (kept in the database so every instance
 * hashes a visitor alike) and remembered per process. The rollup pass deletes it once the day is over everywhere.
 */
async function saltOf(day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const db = await getDb();
  await db
    .insert(schema.analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: schema.analyticsSalts.salt }).from(schema.analyticsSalts).where(eq(schema.analyticsSalts.day, day));
  if (!row) throw new Error(`analytics salt of ${day} missing`);
  if (salts.size > 8) salts.clear();
  salts.set(day, row.salt);
  return row.salt;
}

/**
 * A visitor of a store on a day: HMAC-SHA256, keyed with the day's salt, of the store, the client address and the
 * user agent. The same browser gets the same hash all day and another one the next day; without the salt (deleted
 * after the day) the hash cannot be matched to an address, and neither the address nor the user agent is kept.
 */
export async function visitorHash({
  day,
  tenantId,
  address,
  userAgent,
}: {
  day: string;
  tenantId: string;
  address: string;
  userAgent: string;
}): Promise<string> {
  return createHmac("sha256", await saltOf(day))
    .update(`${tenantId}\u0000${address}\u0000${userAgent}`)
    .digest("hex");
}

/** Deletes the salts of days over everywhere (two days back, past every time zone's midnight). */
export async function forgetOldSalts(given?: Database): Promise<number> {
  const db = given ?? (await getDb());
  const gone = await db
    .delete(schema.analyticsSalts)
    .where(sql`${schema.analyticsSalts.day} < (now() at time zone 'UTC')::date - 1`)
    .returning({ day: schema.analyticsSalts.day });
  for (const { day } of gone) salts.delete(day);
  return gone.length;
}
