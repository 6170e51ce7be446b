// npm run faults [-- --short]: both fault runs, one after the other, each on its own private Postgres cluster:
//  - scripts/faults.ts: SMTP down (messages under load, and form submissions), Postgres stopped and hung under load
//    (--short: smtp-down, form-smtp-down and postgres-hung);
//  - scripts/faults-checkout.ts: the server killed between charge and commit, and mid-checkout, then restarted and
//    reconciled (20 kills; --short: 6; FAULTS_CHECKOUT_KILLS overrides);
//  - scripts/faults-billing.ts: 500 due subscriptions, three billing passes at once, one killed and run again: each
//    renewal billed once (--short: 100; FAULTS_BILLING_SUBSCRIPTIONS overrides).
// Prints the sum of their "N passed, N failed" lines last, as the test suites do; exits 1 when either failed.
import { spawn } from "node:child_process";

const short = process.argv.includes("--short");
const tsx = "node_modules/tsx/dist/cli.mjs";

/** Runs one script, passing its output through, and returns its last "N passed, N failed" counts. */
function run(script, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, script, ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let tail = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on("close", (code) => {
      const lines = tail.split("\n").filter((l) => /^\d+ passed, \d+ failed$/.test(l.trim()));
      const last = lines.at(-1)?.trim().split(/\D+/).map(Number);
      // A run that printed no count failed as a whole: one failure.
      resolve(last ? { passed: last[0], failed: last[1] + (code === 0 || last[1] > 0 ? 0 : 1) } : { passed: 0, failed: 1 });
    });
  });
}

const load = await run("scripts/faults.ts", short ? ["--short"] : [], {});
console.log(`\n=== faults:checkout (${short ? "short: " : ""}the server killed between charge and commit)`);
const checkout = await run("scripts/faults-checkout.ts", [], {
  FAULTS_CHECKOUT_KILLS: process.env.FAULTS_CHECKOUT_KILLS || (short ? "6" : "20"),
});
console.log(`\n=== faults:billing (${short ? "short: " : ""}concurrent and killed billing passes)`);
const billing = await run("scripts/faults-billing.ts", [], {
  FAULTS_BILLING_SUBSCRIPTIONS: process.env.FAULTS_BILLING_SUBSCRIPTIONS || (short ? "100" : "500"),
});
const passed = load.passed + checkout.passed + billing.passed;
const failed = load.failed + checkout.failed + billing.failed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
