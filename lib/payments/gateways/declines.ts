import { PaymentDeclinedError } from "../../errors/domain";

/** Why a provider refused a step: the card's issuer said no, the funds were short, the card expired, a refund. */
export type DeclineCode = "card_declined" | "insufficient_funds" | "expired_card" | "refund_declined";

/**
 * A gateway's refusal (402). Its `code` on the wire is `payment_declined` for a charge and `refund_declined` for a
 * refund; `declineCode` says why and `retryable` whether trying the same card later may succeed (renewals retry a
 * soft decline such as insufficient funds, never a hard one such as an expired card).
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
    return this.declineCode === "insufficient_funds";
  }
}
