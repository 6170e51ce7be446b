import { PaymentDeclinedError } from "../../errors/domain";

/**
 * Why a provider refused a step: the card's issuer said no, the funds were short, the card expired, was reported lost
 * or stolen, or its number is wrong, or a refund was refused.
 */
export type DeclineCode =
  "card_declined" | "insufficient_funds" | "expired_card" | "lost_card" | "stolen_card" | "incorrect_number" | "refund_declined";

/**
 * The hard declines: the same card can never succeed (expired, lost or stolen, a wrong number), so renewals do not
 * retry them. Every other decline, the generic `card_declined` included, is soft and retried on the store's schedule,
 * as Stripe's Smart Retries treat it.
 */
export const hardDeclineCodes: ReadonlySet<DeclineCode> = new Set(["expired_card", "lost_card", "stolen_card", "incorrect_number"]);

/**
 * A gateway's refusal (402). Its `code` on the wire is `payment_declined` for a charge and `refund_declined` for a
 * refund; `declineCode` says why and `retryable` whether trying the same card later may succeed (renewals retry a
 * soft decline such as insufficient funds or a generic decline, never a hard one such as an expired card).
 */
export class GatewayDeclinedError extends PaymentDeclinedError {
  constructor(
    message: string,
    readonly declineCode: DeclineCode,
  ) {
    super(message);
    this.withCode(declineCode === "refund_declined" ? "refund_declined" : "payment_declined");
  }

  get retryable(): boolean {
    return this.declineCode !== "refund_declined" && !hardDeclineCodes.has(this.declineCode);
  }
}
