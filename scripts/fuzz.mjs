// npm run fuzz: the property-based fuzz suite with many more cases than CI's 2,000 (FUZZ_RUNS, default 20,000;
// FUZZ_SEED replays a run). Uses the same harness as npm test; TEST_DATABASE_URL selects Postgres.
import { spawnSync } from "node:child_process";

const runs = process.env.FUZZ_RUNS || "20000";
const result = spawnSync(process.execPath, ["scripts/test.mjs", "--only=api", "tests/api/platform/fuzz.test.ts", "--testTimeout=3600000"], {
  env: { ...process.env, FUZZ_RUNS: runs },
  stdio: "inherit",
});
process.exit(result.status ?? 1);
