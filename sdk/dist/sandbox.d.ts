/**
 * Server-side tests against a store in sandbox mode: the token the sandbox payment engine makes in a browser for one
 * of its test cards, made here without a browser. The engine's test cards: 4242 4242 4242 4242 (visa, succeeds),
 * 5555 5555 5555 4444 (mastercard), 3782 822463 10005 (amex), 4000 0000 0000 0002 (declined), 4000 0000 0000 9995
 * (insufficient funds), 4000 0000 0000 0069 (expired), 4000 0000 0000 0341 (saves, declines every charge),
 * 4000 0000 0000 5126 (charges, declines refunds). Only the sandbox accepts these tokens; no real card is involved.
 */
export type SandboxCard = {
    /** The payment setup's `identifier` (POST /carts/{id}/payment-setup or POST /account/payments/{gateway}/setup). */
    setup: string;
    /** A test card number, spaces allowed; 4242 4242 4242 4242 unless said. */
    number?: string;
    expMonth?: number;
    expYear?: number;
};
/** The sandbox engine's token for `card`, bound to its payment setup: send it as the checkout's `payment.token`. */
export declare function sandboxCardToken({ setup, number, expMonth, expYear, }: SandboxCard): string;
