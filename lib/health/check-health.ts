import { sql } from "drizzle-orm";
import { getDb, getDriver } from "@/db/client";

export async function checkHealth(): Promise<{ status: "ok"; database: string }> {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return { status: "ok", database: await getDriver() };
}
