import { randomBytes } from "node:crypto";
import { z } from "zod";
import { sandboxEngineScript } from "./sandbox-engine";
import { GatewayDeclinedError, type DeclineCode } from "./declines";
import { findLedgerByReference, findLedgerEntry, recordLedgerEntry, settledAgainst, type LedgerEntry } from "./sandbox-ledger";
import type { GatewayStep, PaymentGateway, SavedMethod, TokenisedCard } from "./types";
import { getDb } from "@/db/client";
import { InvalidInputError } from "../../errors/domain";

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
 * The sandbox's test cards that misbehave, by their last four digits (all the server ever sees). Every one of them
 * tokenises and saves, as a real provider's test cards do; they misbehave only when money moves (docs/commerce.md):
 * 4000 0000 0000 0002 is declined, …9995 has insufficient funds (soft: renewals retry it), …0069 is expired (hard:
 * never retried), …0341 saves but declines every charge, …5126 charges but declines refunds.
 */
export const sandboxCardBehaviour: Record<string, { at: "authorize" | "refund"; declineCode: DeclineCode; message: string }> = {
  "0002": { at: "authorize", declineCode: "card_declined", message: "Your card was declined." },
  "9995": { at: "authorize", declineCode: "insufficient_funds", message: "Your card has insufficient funds." },
  "0069": { at: "authorize", declineCode: "expired_card", message: "Your card has expired." },
  "0341": { at: "authorize", declineCode: "card_declined", message: "Your card was declined." },
  "5126": { at: "refund", declineCode: "refund_declined", message: "The card's issuer declined the refund." },
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
  testOnly: true,
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

  async authorize({ merchant, key, source, amount, currencyCode, now, signal }) {
    signal?.throwIfAborted();
    const refusal = authorizationRefusal(source, amount, now);
    const entry = await recordLedgerEntry({
      merchant,
      key,
      operation: "authorize",
      outcome: refusal ? "declined" : "succeeded",
      providerId: source.providerId,
      cardLast4: source.paymentMethod === "card" ? source.cardLast4 : null,
      amount,
      currencyCode,
      declineCode: refusal?.declineCode ?? null,
      message: refusal?.message ?? null,
    });
    return answer(entry);
  },

  // A capture and a void of one authorisation are decided one at a time (the authorisation's entry locked), as a
  // provider does: never both.
  async capture({ merchant, key, authorization, amount, currencyCode, signal }) {
    signal?.throwIfAborted();
    const db = await getDb();
    const entry = await db.transaction(async (tx) => {
      const auth = await findLedgerByReference({ executor: tx, merchant, reference: authorization, lock: true });
      if (!auth || auth.operation !== "authorize" || auth.outcome !== "succeeded") throw new Error("sandbox: no such authorisation");
      const already = await findLedgerEntry({ executor: tx, merchant, key });
      if (already) return already;
      if (amount > auth.amount) throw new Error("sandbox: capture above the authorisation");
      const voided = await settledAgainst({ executor: tx, merchant, parentReference: authorization, operation: "void" });
      if (voided.count > 0) throw new Error("sandbox: the authorisation was voided");
      return recordLedgerEntry({
        executor: tx,
        merchant,
        key,
        operation: "capture",
        outcome: "succeeded",
        parentReference: authorization,
        cardLast4: auth.cardLast4,
        amount,
        currencyCode,
      });
    });
    return answer(entry);
  },

  async void({ merchant, key, authorization, signal }) {
    signal?.throwIfAborted();
    const db = await getDb();
    const entry = await db.transaction(async (tx) => {
      const auth = await findLedgerByReference({ executor: tx, merchant, reference: authorization, lock: true });
      if (!auth || auth.operation !== "authorize") throw new Error("sandbox: no such authorisation");
      const already = await findLedgerEntry({ executor: tx, merchant, key });
      if (already) return already;
      const captured = await settledAgainst({ executor: tx, merchant, parentReference: authorization, operation: "capture" });
      if (captured.count > 0) throw new Error("sandbox: a captured authorisation cannot be voided (refund it)");
      return recordLedgerEntry({
        executor: tx,
        merchant,
        key,
        operation: "void",
        outcome: "succeeded",
        parentReference: authorization,
        cardLast4: auth.cardLast4,
        amount: auth.amount,
        currencyCode: auth.currencyCode,
      });
    });
    return answer(entry);
  },

  async refund({ merchant, key, capture, amount, currencyCode, signal }) {
    signal?.throwIfAborted();
    const db = await getDb();
    // Refunds of one capture are decided one at a time (its entry locked), so together they never exceed it.
    const entry = await db.transaction(async (tx) => {
      const charged = await findLedgerByReference({ executor: tx, merchant, reference: capture, lock: true });
      if (!charged || charged.operation !== "capture") throw new Error("sandbox: no such capture");
      const already = await findLedgerEntry({ executor: tx, merchant, key });
      if (already) return already;
      const refunded = await settledAgainst({ executor: tx, merchant, parentReference: capture, operation: "refund" });
      const behaviour = charged.cardLast4 ? sandboxCardBehaviour[charged.cardLast4] : undefined;
      const refusal =
        behaviour?.at === "refund"
          ? behaviour
          : refunded.amount + amount > charged.amount
            ? { declineCode: "refund_declined" as const, message: "The refund is more than what is left of the charge." }
            : null;
      return recordLedgerEntry({
        executor: tx,
        merchant,
        key,
        operation: "refund",
        outcome: refusal ? "declined" : "succeeded",
        parentReference: capture,
        cardLast4: charged.cardLast4,
        amount,
        currencyCode,
        declineCode: refusal?.declineCode ?? null,
        message: refusal?.message ?? null,
      });
    });
    return answer(entry);
  },

  async lookup({ merchant, key }) {
    const entry = await findLedgerEntry({ merchant, key });
    if (!entry) return null;
    const { parentReference: _p, cardLast4: _c, ...record } = entry;
    return record;
  },
};

/** Why the sandbox refuses to authorise `source`, or null when it accepts. */
function authorizationRefusal(source: SavedMethod, amount: number, now: Date): { declineCode: DeclineCode; message: string } | null {
  if (source.paymentMethod === "card") {
    const behaviour = sandboxCardBehaviour[source.cardLast4];
    if (behaviour?.at === "authorize") return behaviour;
    if (Date.UTC(source.cardExpYear, source.cardExpMonth, 1) <= now.getTime())
      return { declineCode: "expired_card", message: "Your card has expired." };
  }
  if (amount < 0) return { declineCode: "card_declined", message: "The amount cannot be charged." };
  return null;
}

/** The step's reference, or the refusal it recorded (the same answer for every repeat of the key). */
function answer(entry: LedgerEntry): GatewayStep {
  if (entry.outcome === "declined")
    throw new GatewayDeclinedError(entry.message ?? "Your card was declined.", (entry.declineCode ?? "card_declined") as DeclineCode);
  return { reference: entry.reference };
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
