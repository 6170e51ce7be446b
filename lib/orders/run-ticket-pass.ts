import "server-only";
import { getEnv } from "../env";
import { InvalidInputError } from "../errors/domain";
import { sweepWaitlists } from "../tickets/offer-freed-seats";
import { runTicketRefunds } from "./ticket-refund-jobs";

export type TicketPassReport = { offered: number; expired: number; refunds: number };

/**
 * One pass of the tickets' background work at `now` (the job worker's every tick; POST /operator/tickets/run): the
 * waitlists' sweep (expired offers passed on, seats freed by expired holds offered to the line) and the due refund
 * jobs of cancelled dates. `now` other than the real time only with BILLING_CLOCK_OVERRIDE=true (tests, demos),
 * else 422 `clock_override_disabled`.
 */
export async function runTicketPass({ now, tenantId }: { now?: string; tenantId?: string }): Promise<TicketPassReport> {
  if (now !== undefined && !getEnv().BILLING_CLOCK_OVERRIDE)
    throw new InvalidInputError({
      now: ["The now field is only accepted when the server runs with BILLING_CLOCK_OVERRIDE=true."],
    }).withCode("clock_override_disabled");
  const at = now ? new Date(now) : new Date();
  const swept = await sweepWaitlists({ now: at, tenantId });
  // Refund jobs do not depend on the clock: whatever is due on the queue runs (any store's: each job names its own).
  return { ...swept, refunds: await runTicketRefunds() };
}
