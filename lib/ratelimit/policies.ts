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
  // Changing the password checks the current one, so it is guessing too: 5 tries a minute from one address.
  "password-change": [{ id: "address", key: "address", points: 5, durationSeconds: 60 }],
  register: [{ id: "address", key: "address", points: 10, durationSeconds: 3600 }],
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
  search: [{ id: "address", key: "address", points: 60, durationSeconds: 60 }],
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
