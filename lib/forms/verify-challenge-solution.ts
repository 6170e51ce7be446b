import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from "node:crypto";
import { verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/** The two HMAC keys a challenge is signed with: its parameters', and its solution's derived key's. */
export type ChallengeKeys = { signature: string; key: string };

export type SolutionCheck = { expired: boolean; verified: boolean };

const hmacKeys = new Map<string, KeyObject>();

/**
 * The secret as an HMAC key, made once per secret: altcha-lib imports a WebCrypto key for every HMAC it computes, which
 * cost most of a submission's verification. The key's bytes are the secret's UTF-8, as altcha-lib's.
 */
function hmacKey(secret: string): KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) {
    if (hmacKeys.size >= 16) hmacKeys.clear();
    hmacKeys.set(secret, (key = createSecretKey(Buffer.from(secret, "utf8"))));
  }
  return key;
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac("sha256", hmacKey(secret)).update(data).digest("hex");

/** Equal strings, compared in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Keys sorted at every depth, undefined members dropped: the text altcha-lib signs a challenge's parameters as. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((k) => {
        const v = (value as Record<string, unknown>)[k];
        return v === undefined ? [] : [[k, sortKeys(v)]];
      }),
  );
}

const lowerHex = /^(?:[0-9a-f]{2})+$/;

/**
 * altcha-lib's `verifySolution` for a challenge signed with HMAC-SHA-256 and a key signature (as lib/forms/challenge.ts
 * makes them), with node:crypto's HMAC and keys made once: unexpired, its parameters' signature valid, the solution well
 * formed, and the HMAC of its derived key equal to the signed key signature. A challenge without a key signature (none
 * of ours) is left to altcha-lib, which derives the key again.
 */
export async function verifyChallengeSolution({
  challenge,
  solution,
  secrets,
}: {
  challenge: Challenge;
  solution: Solution;
  secrets: ChallengeKeys;
}): Promise<SolutionCheck> {
  const { parameters } = challenge;
  if (parameters.expiresAt && parameters.expiresAt < Date.now() / 1000) return { expired: true, verified: false };
  if (typeof challenge.signature !== "string" || !challenge.signature) return { expired: false, verified: false };
  if (!parameters.keySignature) {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    return { expired: result.expired, verified: result.verified };
  }
  if (!sameText(challenge.signature, hmacHex(secrets.signature, JSON.stringify(sortKeys(parameters)))))
    return { expired: false, verified: false };
  const { derivedKey, counter } = solution;
  if (typeof derivedKey !== "string" || !lowerHex.test(derivedKey) || !Number.isInteger(counter) || counter < 0 || counter > 0xffffffff)
    return { expired: false, verified: false };
  const verified = sameText(String(parameters.keySignature), hmacHex(secrets.key, Buffer.from(derivedKey, "hex")));
  return { expired: false, verified };
}
