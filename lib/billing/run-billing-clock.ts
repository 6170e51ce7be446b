import "server-only";
import { getEnv } from "../env";
import { InvalidInputError } from "../errors/domain";
import { runBillingPass, type BillingPassReport } from "./run-billing-pass";

/**
 * POST /operator/billing/run: one pass for the operator's store, now or — only when the server runs with
 * BILLING_CLOCK_OVERRIDE=true (tests, demos) — at the given moment; else 422 `clock_override_disabled`.
 */
export async function runBillingClock({
  tenantId,
  now,
  subscriptionId,
}: {
  /** Absent: every store (the CLI without --tenant). */
  tenantId?: string;
  now?: string;
  subscriptionId?: string;
}): Promise<BillingPassReport> {
  if (now !== undefined && !getEnv().BILLING_CLOCK_OVERRIDE)
    throw new InvalidInputError({
      now: ["The now field is only accepted when the server runs with BILLING_CLOCK_OVERRIDE=true."],
    }).withCode("clock_override_disabled");
  return runBillingPass({ tenantId, subscriptionId, now: now ? new Date(now) : new Date() });
}
