import { randomBytes } from "node:crypto";
import { z } from "zod";
import { sandboxEngineScript } from "./sandbox-engine";
import type { PaymentGateway, SavedMethod, TokenisedCard } from "./types";
import { ConflictError, InvalidInputError, PaymentDeclinedError } from "../../errors/domain";

/**
 * The built-in test provider. Its engine (sandbox-engine.ts) checks a TEST card in the browser and
 * produces `sbx_tok_<base64url JSON>` carrying only {v, setup, brand, last4, expMonth, expYear, nonce}:
 * never the card number or the security code, which stay in the page.
 *
 * The token is neither signed nor stored: in the sandbox the browser is the "provider", so a signature
 * made there would prove nothing, and a server signature could only certify what the browser said.
 * What the server does enforce: the token is bound to this setup (so it cannot be replayed on
 * another), its fields are exactly those above with sane values, the card has not expired, the setup
 * is the caller's, unexpired and single-use. The providerId is minted here, server side.
 */
const tokenPrefix = "sbx_tok_";

const tokenPayload = z.strictObject({
  v: z.literal(1),
  setup: z.uuid(),
  brand: z.enum(["visa", "mastercard", "amex"]),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

/**
 * The sandbox's declining test cards, recognised by their last four digits (all the server ever sees):
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000 0069 is expired.
 */
export const sandboxDeclines: Record<string, string> = {
  "0002": "Your card was declined.",
  "9995": "Your card has insufficient funds.",
  "0069": "Your card has expired.",
};

const invalidToken = (message = "The card token is invalid. Enter the card again.") => new InvalidInputError({ token: [message] });

function decode(token: string): unknown {
  if (!token.startsWith(tokenPrefix)) throw invalidToken();
  const body = token.slice(tokenPrefix.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) throw invalidToken();
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    throw invalidToken();
  }
}

export const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  setupTtlSeconds: 30 * 60,

  engineUrl(appUrl) {
    return `${appUrl.replace(/\/+$/, "")}/api/v1/payments/sandbox/engine.js`;
  },

  engineScript({ apiBase }) {
    return sandboxEngineScript({ apiBase });
  },

  exchangeToken(input) {
    // The sandbox decides at once (a real gateway would call its API); a refusal is a rejected promise.
    return new Promise<TokenisedCard>((resolve) => resolve(exchangeSandboxToken(input)));
  },

  charge(input) {
    // The sandbox decides at once; a refusal is a rejected promise.
    return new Promise<{ reference: string }>((resolve) => resolve(chargeOnce(input)));
  },
};

/**
 * Idempotency as a real gateway keeps it (Stripe: per account, 24 hours): a key seen before with the same method,
 * amount and currency answers the first charge's reference (charged once); with anything else it is refused, as
 * a key reused for another request. One ledger per process, at most `ledgerSize` keys (oldest dropped first).
 */
const ledger = new Map<string, { request: string; reference: string; at: number }>();
const ledgerSize = 10_000;
const ledgerTtlMs = 24 * 3600 * 1000;

function chargeOnce(input: { method: SavedMethod; amount: number; currencyCode: string; idempotencyKey: string; now: Date }) {
  const request = JSON.stringify([input.method.providerId, input.amount, input.currencyCode]);
  const seen = ledger.get(input.idempotencyKey);
  if (seen && seen.at > Date.now() - ledgerTtlMs) {
    if (seen.request !== request)
      throw new ConflictError("The payment provider refused the charge: its request key was already used for another payment.");
    return { reference: seen.reference };
  }
  const charged = chargeSandbox(input);
  ledger.delete(input.idempotencyKey);
  ledger.set(input.idempotencyKey, { request, reference: charged.reference, at: Date.now() });
  if (ledger.size > ledgerSize) ledger.delete(ledger.keys().next().value!);
  return charged;
}

function chargeSandbox({ method, amount, now }: { method: SavedMethod; amount: number; now: Date }): { reference: string } {
  if (method.paymentMethod === "card") {
    const declined = sandboxDeclines[method.cardLast4];
    if (declined) throw new PaymentDeclinedError(declined);
    if (Date.UTC(method.cardExpYear, method.cardExpMonth, 1) <= now.getTime()) throw new PaymentDeclinedError("Your card has expired.");
  }
  if (amount < 0) throw new PaymentDeclinedError("The amount cannot be charged.");
  return { reference: `ch_sandbox_${randomBytes(12).toString("hex")}` };
}

function exchangeSandboxToken({ token, setupId, now }: { token: string; setupId: string; now: Date }): TokenisedCard {
  const parsed = tokenPayload.safeParse(decode(token));
  if (!parsed.success) throw invalidToken();
  const card = parsed.data;
  if (card.setup.toLowerCase() !== setupId.toLowerCase()) throw invalidToken("The card token was made for another payment setup.");
  // A card is valid to the end of its expiry month.
  if (Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime()) throw invalidToken("The card has expired.");
  return {
    paymentMethod: "card",
    cardType: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
    providerId: `pm_sandbox_${randomBytes(12).toString("hex")}`,
  };
}
