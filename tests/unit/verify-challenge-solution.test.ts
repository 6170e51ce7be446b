import { createChallenge, solveChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { verifyChallengeSolution } from "@/lib/forms/verify-challenge-solution";

const secrets = { signature: "a".repeat(64), key: "b".repeat(64) };
const other = { signature: "c".repeat(64), key: "d".repeat(64) };

async function solved({ keySignature = true, expiresAt = Math.floor(Date.now() / 1000) + 600 } = {}) {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 2,
    counter: 7,
    deriveKey,
    data: { store: "s", form: "f" },
    expiresAt,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: keySignature ? secrets.key : undefined,
  });
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  return { challenge, solution };
}

/** Both verifiers' answers for one challenge and solution: they must agree. */
async function both(challenge: Challenge, solution: Solution, keys = secrets) {
  const ours = await verifyChallengeSolution({ challenge, solution, secrets: keys });
  const lib = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.key,
  });
  expect(ours).toEqual({ expired: lib.expired, verified: lib.verified });
  return ours;
}

describe("a form challenge's solution, verified as altcha-lib verifies it", () => {
  it("accepts a solved, signed, unexpired challenge, with or without a key signature", async () => {
    const signed = await solved();
    expect(await both(signed.challenge, signed.solution)).toEqual({ expired: false, verified: true });
    const unsigned = await solved({ keySignature: false });
    expect(await both(unsigned.challenge, unsigned.solution)).toEqual({ expired: false, verified: true });
  });

  it("refuses another secret, tampered parameters, a wrong or malformed key, an expired challenge", async () => {
    const { challenge, solution } = await solved();
    expect(await both(challenge, solution, other)).toEqual({ expired: false, verified: false });
    const tampered = { ...challenge, parameters: { ...challenge.parameters, data: { store: "t", form: "f" } } };
    expect(await both(tampered, solution)).toEqual({ expired: false, verified: false });
    expect(await both({ ...challenge, signature: "" }, solution)).toEqual({ expired: false, verified: false });
    const wrong = solution.derivedKey.replace(/^./, (c) => (c === "0" ? "1" : "0"));
    expect(await both(challenge, { ...solution, derivedKey: wrong })).toEqual({ expired: false, verified: false });
    expect(await both(challenge, { ...solution, derivedKey: solution.derivedKey.toUpperCase() })).toEqual({
      expired: false,
      verified: false,
    });
    expect(await both(challenge, { ...solution, counter: -1 })).toEqual({ expired: false, verified: false });
    const old = await solved({ expiresAt: Math.floor(Date.now() / 1000) - 5 });
    expect(await both(old.challenge, old.solution)).toEqual({ expired: true, verified: false });
  });
});
