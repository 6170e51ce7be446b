/** The card a gateway's token stands for: what may be stored (never the number or the security code). */
export type TokenisedCard = {
  paymentMethod: "card";
  cardType: string;
  cardLast4: string;
  cardExpMonth: number;
  cardExpYear: number;
  /** The method's identifier at the provider. */
  providerId: string;
};

/**
 * A hosted payment provider. Adding one: implement this interface in lib/payments/gateways/<name>.ts
 * and list it in lib/payments/gateways/index.ts; the setup, engine and completion routes are generic.
 */
export interface PaymentGateway {
  /** The path segment and the `provider` of saved methods. */
  readonly name: string;
  /**
   * A test provider (takes no real money): it moves money only where the server allows it (PAYMENTS_SANDBOX; by
   * default the embedded database only), else getGateway answers 503 `payments_not_configured`.
   */
  readonly testOnly?: boolean;
  /** How long a setup identifier can be completed. */
  readonly setupTtlSeconds: number;
  /** Absolute URL of the client script the storefront loads to collect the card. */
  engineUrl(appUrl: string): string;
  /** The client script, when the app serves it itself (GET /api/v1/payments/{gateway}/engine.js). */
  engineScript?(options: { apiBase: string }): string;
  /**
   * Turns the token the client script produced for setup `setupId` into the card to save.
   * Throws InvalidInputError (422) when the token is unusable.
   */
  exchangeToken(args: { token: string; setupId: string; now: Date }): Promise<TokenisedCard>;
  /**
   * Payment steps (Vendure's PaymentMethodHandler: create, settle, cancel, refund). Every step carries a `key`
   * namespaced by tenant and payer (lib/payments/payment-keys.ts): the provider answers a repeat of a key with what it
   * answered the first time, so a step retried after a crash never charges twice. A refusal throws
   * PaymentDeclinedError with a stable code (payment_declined, insufficient_funds, expired_card, refund_declined).
   *
   * `signal`: the step's deadline. Once it is aborted the step must not be sent (a provider's HTTP call is aborted
   * with it), so a step never reaches the provider after the deadline reconciliation counts on (RECONCILE_AFTER_SECONDS).
   * Any other error than a refusal is an unknown outcome: the caller leaves the step pending for reconciliation.
   */
  authorize(args: {
    merchant: string;
    key: string;
    source: SavedMethod;
    amount: number;
    currencyCode: string;
    now: Date;
    signal?: AbortSignal;
  }): Promise<GatewayStep>;
  capture(args: {
    merchant: string;
    key: string;
    authorization: string;
    amount: number;
    currencyCode: string;
    signal?: AbortSignal;
  }): Promise<GatewayStep>;
  void(args: { merchant: string; key: string; authorization: string; signal?: AbortSignal }): Promise<GatewayStep>;
  refund(args: {
    merchant: string;
    key: string;
    capture: string;
    amount: number;
    currencyCode: string;
    signal?: AbortSignal;
  }): Promise<GatewayStep>;
  /** What the provider recorded for a key, or null when it never saw it (reconciliation reads this). */
  lookup(args: { merchant: string; key: string }): Promise<GatewayRecord | null>;
}

/** A saved payment method as a gateway sees it. */
export type SavedMethod = {
  providerId: string;
  paymentMethod: string;
  cardType: string;
  cardLast4: string;
  cardExpMonth: number;
  cardExpYear: number;
};

/** The provider's answer to a step: its reference. */
export type GatewayStep = { reference: string };

/** One step as the provider's own ledger holds it. */
export type GatewayRecord = {
  operation: "authorize" | "capture" | "void" | "refund";
  outcome: "succeeded" | "declined";
  reference: string;
  amount: number;
  currencyCode: string;
  declineCode: string | null;
  message: string | null;
};
