import "server-only";
import { getDb } from "@/db/client";
import { getEnv } from "../env";
import { InvalidInputError } from "../errors/domain";
import { runDueJobs } from "../jobs/run-jobs";
import { sweepWaitlists } from "../tickets/offer-freed-seats";
import { ticketJobHandlers } from "./ticket-refund-jobs";

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
  const jobs = await runDueJobs({ db: await getDb(), handlers: ticketJobHandlers, now: at, tenantId });
  return { ...swept, refunds: jobs.outcomes.refunded ?? 0 };
}
