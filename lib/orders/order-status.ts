import { ConflictError } from "../errors/domain";

/**
 * The order state machine, in one place (docs/commerce.md draws it):
 *
 *   pending_payment ──paid──▶ paid ──fulfil──▶ fulfilled
 *        │                     │  ╲               │
 *   (declined or never         │   cancel          refund
 *    charged: released,        │     ▼             ▼
 *    the order is removed)     │  cancelled    partially_refunded ──refund of the rest──▶ refunded
 *                              └──refund──▶ partially_refunded | refunded
 *
 * Fulfilment is also recorded by `fulfilledAt`, so an order refunded in part before it ships can still ship
 * (it stays `partially_refunded`) and is never cancelled once shipped.
 */
export const orderStatuses = ["pending_payment", "paid", "fulfilled", "partially_refunded", "refunded", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** `cancelledAt` is set when a cancellation starts (its refund is out), so nothing else moves the order meanwhile. */
export type OrderState = { status: string; fulfilledAt: string | null; cancelledAt?: string | null };
export type OrderMove = "pay" | "fulfil" | "cancel" | "refund";

const from: Record<OrderMove, readonly OrderStatus[]> = {
  pay: ["pending_payment"],
  fulfil: ["paid", "partially_refunded"],
  cancel: ["paid", "partially_refunded"],
  refund: ["paid", "fulfilled", "partially_refunded"],
};

const refusal: Record<OrderMove, (state: OrderState) => string> = {
  pay: (s) => `The order is ${label(s.status)}; it is not waiting for payment.`,
  fulfil: (s) => (s.fulfilledAt ? "The order has already been fulfilled." : `A ${label(s.status)} order cannot be fulfilled.`),
  cancel: (s) =>
    s.fulfilledAt ? "The order has been fulfilled; refund it instead of cancelling." : `A ${label(s.status)} order cannot be cancelled.`,
  refund: (s) => `A ${label(s.status)} order cannot be refunded.`,
};

const label = (status: string) => status.replace(/_/g, " ");

export function canMove(move: OrderMove, state: OrderState): boolean {
  if (!(from[move] as readonly string[]).includes(state.status)) return false;
  if (state.cancelledAt) return false;
  if ((move === "fulfil" || move === "cancel") && state.fulfilledAt) return false;
  return true;
}

/** Throws 409 (`code: order_state`) unless the move is allowed from the order's state. */
export function assertCanMove(move: OrderMove, state: OrderState): void {
  if (canMove(move, state)) return;
  if (state.cancelledAt && state.status !== "cancelled") throw new ConflictError("The order is being cancelled.").withCode("order_state");
  throw new ConflictError(refusal[move](state)).withCode("order_state");
}

/** The status after a move succeeded. */
export function statusAfter(
  move: Exclude<OrderMove, "pay"> | "paid",
  state: OrderState & { capturedTotal: number; refundedTotal: number },
): OrderStatus {
  if (move === "paid") return "paid";
  if (move === "cancel") return "cancelled";
  if (move === "fulfil") return state.refundedTotal > 0 ? "partially_refunded" : "fulfilled";
  return state.refundedTotal >= state.capturedTotal ? "refunded" : "partially_refunded";
}
