import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEn from "@zxcvbn-ts/language-en";

/**
 * The one password rule of the store (registration, reset and change): at least 8 characters, not one of
 * the common passwords zxcvbn knows (its `passwords` dictionary, matched whole, in any case or l33t
 * spelling), and scored at least `minimumScore` (0–4) by zxcvbn with its common and English dictionaries,
 * counting the shopper's own e-mail and names as known words. Pure: no I/O.
 */
export const minimumPasswordLength = 8;
export const maximumPasswordLength = 200;
export const minimumScore = 3;

let factory: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return factory;
}

const advice = "Try a longer password of three or four unrelated words, e.g. with a number or symbol between them.";

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Words of the shopper's own details (e-mail parts, names) that a password should not lean on. */
function personalWords(inputs: ReadonlyArray<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    if (typeof input !== "string") continue;
    const value = input.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    for (const part of value.split(/[^a-z0-9]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

function isCommonPassword(result: ZxcvbnResult, password: string): boolean {
  return result.sequence.some(
    (match) =>
      match.pattern === "dictionary" &&
      "dictionaryName" in match &&
      String(match.dictionaryName).startsWith("passwords") &&
      match.i === 0 &&
      match.j === password.length - 1,
  );
}

/**
 * Why `password` would be refused, in plain words with what would do instead; null when it is acceptable.
 * `userInputs`: the shopper's e-mail and names.
 */
export function passwordProblem(password: string, userInputs: ReadonlyArray<string | null | undefined> = []): string | null {
  if (password.length < minimumPasswordLength) return `The password must be at least ${minimumPasswordLength} characters. ${advice}`;
  if (password.length > maximumPasswordLength) return `The password must not be longer than ${maximumPasswordLength} characters.`;
  // zxcvbn's cost grows with length; past 40 characters the first 40 decide (they are already plenty).
  const result = estimator().check(password.slice(0, 40), personalWords(userInputs));
  if (isCommonPassword(result, password))
    return `This password is one of the most common passwords, so it is among the first anyone would try. ${advice}`;
  if (result.score >= minimumScore) return null;
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((s): s is string => !!s).map(sentence);
  return ["This password is too easy to guess.", ...reasons, advice].join(" ");
}
