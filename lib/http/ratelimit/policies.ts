import type { RateLimitPolicy } from "./limiter";

/**
 * The default limits, sized for real use. Override any rule with RATE_LIMIT_RULES, e.g.
 * `RATE_LIMIT_RULES="login.address=50/60,search.address=120/60"` (points per seconds).
 */
export const defaultPolicies = {
  // Password guessing: 5 tries a minute at one account from one address, 20 a minute from one address.
  login: [
    { id: "address-email", key: "address+email", points: 5, durationSeconds: 60, resetOnSuccess: true },
    { id: "address", key: "address", points: 20, durationSeconds: 60 },
  ],
  // Back-office sign-in: the account itself locks for 15 minutes after 5 wrong passwords in a row
  // (lib/staff/staff-login.ts); these cap the hashing work and spraying across accounts from one address.
  "staff-login": [
    { id: "address-email", key: "address+email", points: 10, durationSeconds: 60, resetOnSuccess: true },
    { id: "address", key: "address", points: 20, durationSeconds: 60 },
  ],
  // Changing the password checks the current one, so it is guessing too: 5 tries a minute for one customer (from
  // anywhere), 20 a minute from one address (customers behind one NAT each keep their own 5).
  "password-change": [
    { id: "customer", key: "caller", points: 5, durationSeconds: 60 },
    { id: "address", key: "address", points: 20, durationSeconds: 60 },
  ],
  // Registration tells whether an e-mail has an account (422), as it must: its 201 carries a working token
  // (docs/RELIABILITY.md, "Rate limits"). So: 5 an hour from one address, and the store-wide ceiling below.
  register: [{ id: "address", key: "address", points: 5, durationSeconds: 3600 }],
  // Counted only by registrations answered "already taken" (lib/account/register.ts), checked before every
  // registration: once 30 such answers were given in an hour, every registration of the store answers 429 until
  // the hour is over, whatever its e-mail, so no one learns more than 30 existing accounts an hour from any
  // number of addresses.
  "register-taken": [{ id: "store", key: "store", points: 30, durationSeconds: 3600 }],
  // Reset requests: 3 per quarter hour for one e-mail from one address, 10 per quarter hour from one address.
  // Never per e-mail alone: a stranger must not be able to get someone else's own request refused.
  "password-reset": [
    { id: "address-email", key: "address+email", points: 3, durationSeconds: 900 },
    { id: "address", key: "address", points: 10, durationSeconds: 900 },
  ],
  // A quiet ceiling, not a 429: past 3 requests a quarter hour for one e-mail (from anywhere) the answer is the
  // usual 200 and no new mail is sent; the last link sent stays valid (lib/account/request-password-reset.ts).
  "password-reset-mail": [{ id: "email", key: "email", points: 3, durationSeconds: 900 }],
  // Completing a reset: the token is 256 bits, so this only caps the hashing work one address can cause.
  "password-reset-complete": [{ id: "address", key: "address", points: 10, durationSeconds: 900 }],
  messages: [{ id: "address", key: "address", points: 10, durationSeconds: 600 }],
  // Form submissions, as visitor messages: 10 per ten minutes from one address (each also costs a solved challenge).
  "form-submit": [{ id: "address", key: "address", points: 10, durationSeconds: 600 }],
  // Writes that create rows or reach the payment gateway, per caller (the signed-in customer, else the guest's
  // address) and, for account writes, per address as well (a looser cap, as customers share addresses behind NAT).
  checkout: [
    { id: "caller", key: "caller", points: 10, durationSeconds: 600 },
    { id: "address", key: "address", points: 60, durationSeconds: 600 },
  ],
  // A guest's checkout: the same per-caller and per-address caps as the account's (a guest's caller is their address),
  // and one cart may be paid for 20 times in ten minutes from any number of addresses. With a payment setup spent
  // after 5 charges (lib/checkout/place-guest-order.ts), one address tries at most 10 cards in ten minutes.
  "guest-checkout": [
    { id: "caller", key: "caller", points: 10, durationSeconds: 600 },
    { id: "address", key: "address", points: 60, durationSeconds: 600 },
    { id: "cart", key: "cart", points: 20, durationSeconds: 600 },
  ],
  // New payment setups for guest carts: 20 per ten minutes from one address, 10 per ten minutes for one cart.
  "guest-payment-setup": [
    { id: "address", key: "address", points: 20, durationSeconds: 600 },
    { id: "cart", key: "cart", points: 10, durationSeconds: 600 },
  ],
  "payment-setup-complete": [
    { id: "caller", key: "caller", points: 10, durationSeconds: 600 },
    { id: "address", key: "address", points: 30, durationSeconds: 600 },
  ],
  // Each guest POST /carts creates a row; a customer's answers their one active cart.
  "cart-create": [{ id: "caller", key: "caller", points: 30, durationSeconds: 600 }],
  // Seats held in carts (POST /carts/{cartId}/tickets): 30 holds per ten minutes from one address. The seats one
  // address holds at a date are capped apart from this (the store's maxSeatsPerBuyer).
  "ticket-hold": [{ id: "address", key: "address", points: 30, durationSeconds: 600 }],
  // Waitlist joins send a confirmation mail: 10 per ten minutes from one address, 3 per hour for one e-mail from one address.
  "waitlist-join": [
    { id: "address", key: "address", points: 10, durationSeconds: 600 },
    { id: "address-email", key: "address+email", points: 3, durationSeconds: 3600 },
  ],
  // Confirming a waitlist entry: the token is signed, so this only caps the work one address can cause.
  "waitlist-confirm": [{ id: "address", key: "address", points: 30, durationSeconds: 600 }],
  // Discount codes that were refused (unknown, expired, not applicable): counted per address and per cart, checked
  // before each try; a code that applies is never counted. 20 per ten minutes from one address, 10 for one cart.
  "discount-code": [
    { id: "address", key: "address", points: 20, durationSeconds: 600 },
    { id: "cart", key: "cart", points: 10, durationSeconds: 600 },
  ],
  search: [{ id: "address", key: "address", points: 60, durationSeconds: 60 }],
  // The storefront's beacon: a batch per page or two, so 120 batches a minute from one address is far above a person.
  analytics: [{ id: "address", key: "address", points: 120, durationSeconds: 60 }],
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof defaultPolicies;

/** Applies RATE_LIMIT_RULES overrides (`policy.rule=points/seconds`, comma-separated) to the defaults. */
export function resolvePolicies(overrides: string | undefined): Record<RateLimitName, RateLimitPolicy> {
  const policies = structuredClone(defaultPolicies) as Record<RateLimitName, RateLimitPolicy>;
  for (const entry of (overrides ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = entry.match(/^([a-z-]+)\.([a-z-]+)=(\d+)\/(\d+)$/);
    const rule = match && policies[match[1] as RateLimitName]?.find((r) => r.id === match[2]);
    if (!match || !rule) throw new Error(`Invalid environment: RATE_LIMIT_RULES entry "${entry}" (expected policy.rule=points/seconds)`);
    rule.points = Number(match[3]);
    rule.durationSeconds = Number(match[4]);
  }
  return policies;
}
