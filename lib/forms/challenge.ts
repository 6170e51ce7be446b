import "server-only";
import { createHmac } from "node:crypto";
import { createChallenge, randomInt, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { getEnv } from "../env";
import type { FormChallenge } from "./schemas";
import { verifyChallengeSolution, type ChallengeKeys } from "./verify-challenge-solution";

/** How long a challenge may be answered, and how much work it asks (a few tenths of a second in a browser). */
export const challengeLifetimeSeconds = 20 * 60;
const cost = 5;
const counterRange: [number, number] = [1_000, 10_000];

let derived: { authSecret: string; keys: ChallengeKeys } | undefined;

/** The challenges' two secrets, derived from AUTH_SECRET once (again only if it changes). */
function secrets(): ChallengeKeys {
  const { authSecret } = getEnv();
  if (derived?.authSecret !== authSecret) {
    const secret = (purpose: string) => createHmac("sha256", authSecret).update(`storefront:form-challenge:${purpose}:v1`).digest("hex");
    derived = { authSecret, keys: { signature: secret("signature"), key: secret("key") } };
  }
  return derived.keys;
}

/** A signed challenge for one form of one store (the store and the form are signed in with it). */
export async function newFormChallenge({ tenantId, slug }: { tenantId: string; slug: string }): Promise<FormChallenge> {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost,
    counter: randomInt(...counterRange),
    deriveKey,
    data: { store: tenantId, form: slug },
    expiresAt: Math.floor(Date.now() / 1000) + challengeLifetimeSeconds,
    hmacSignatureSecret: secrets().signature,
    hmacKeySignatureSecret: secrets().key,
  });
  return { parameters: challenge.parameters, signature: challenge.signature };
}

export type ChallengeCheck =
  { ok: true; signature: string; expiresAt: Date } | { ok: false; code: "challenge_invalid" | "challenge_expired"; message: string };

/**
 * The `altcha` field of a submission (base64 of `{challenge, solution}`, as the ALTCHA widget sends it): solved, signed
 * by this server, for this store and form, and not expired. Whether it was spent before is the caller's to check.
 */
export async function checkFormChallenge({
  tenantId,
  slug,
  altcha,
}: {
  tenantId: string;
  slug: string;
  altcha: string;
}): Promise<ChallengeCheck> {
  const invalid = { ok: false as const, code: "challenge_invalid" as const, message: "The anti-spam check failed: load the form again." };
  let payload: { challenge?: Challenge; solution?: Solution };
  try {
    payload = JSON.parse(Buffer.from(altcha, "base64").toString("utf8")) as typeof payload;
  } catch {
    return invalid;
  }
  const { challenge, solution } = payload ?? {};
  if (!challenge?.parameters || !challenge.signature || typeof solution?.counter !== "number" || typeof solution.derivedKey !== "string")
    return invalid;
  let result: Awaited<ReturnType<typeof verifyChallengeSolution>>;
  try {
    result = await verifyChallengeSolution({ challenge, solution, secrets: secrets() });
  } catch {
    return invalid;
  }
  if (result.expired) return { ok: false, code: "challenge_expired", message: "The anti-spam check expired: load the form again." };
  if (!result.verified) return invalid;
  const data = challenge.parameters.data ?? {};
  if (data.store !== tenantId || data.form !== slug) return invalid;
  const expiresAt = new Date((challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + challengeLifetimeSeconds) * 1000);
  return { ok: true, signature: challenge.signature, expiresAt };
}
