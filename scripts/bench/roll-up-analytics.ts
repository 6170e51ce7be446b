// One analytics rollup pass, as the worker's `analytics.rollup` job runs it; prints {days, salts} as JSON.
import { closeDb } from "../../db/client";
import { rollUpAnalytics } from "../../lib/analytics/roll-up-analytics";

async function main(): Promise<void> {
  const result = await rollUpAnalytics({ batch: 50 });
  console.log(JSON.stringify(result));
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
