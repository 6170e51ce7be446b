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
   * Charges a saved method. Throws PaymentDeclinedError (402) when the provider refuses; nothing is charged then.
   * Returns the provider's reference of the charge.
   */
  charge?(args: {
    method: SavedMethod;
    amount: number;
    currencyCode: string;
    idempotencyKey: string;
    now: Date;
  }): Promise<{ reference: string }>;
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
