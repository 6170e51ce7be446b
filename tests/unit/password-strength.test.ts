import { describe, expect, it } from "vitest";
import { minimumPasswordLength, passwordProblem } from "@/lib/auth/password-strength";

describe("passwordProblem (the password rule of registration, reset and change)", () => {
  it.each(["Storefront-demo-1", "Chosen-password-1", "Long-enough-1", "correct horse battery staple", "Rosa-Lane-Harbour-7"])(
    "accepts %j",
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it.each(["password", "iloveyou", "PASSWORD", "qwerty123", "letmein1"])(
    "refuses the common password %j, saying it is common",
    (password) => {
      expect(passwordProblem(password)).toMatch(/^This password is (one of the most common passwords|too easy to guess)/);
    },
  );

  it("names a whole common password as common and says what would do", () => {
    expect(passwordProblem("password")).toBe(
      "This password is one of the most common passwords, so it is among the first anyone would try. Try a longer password of three or four unrelated words, e.g. with a number or symbol between them.",
    );
  });

  it.each(["Password1", "P@ssw0rd", "qwertyuiop", "aaaaaaaaaaaa", "abcdefgh12", "Summer2024"])(
    "refuses the guessable %j with zxcvbn's reason and advice",
    (password) => {
      const problem = passwordProblem(password);
      expect(problem).not.toBeNull();
      expect(problem).toMatch(/^This password is /);
      expect(problem).toMatch(/Try a longer password of three or four unrelated words/);
    },
  );

  it("counts the shopper's own e-mail and names as known words", () => {
    const me = ["nia.harbourne@example.com", "Nia", "Harbourne"];
    for (const password of ["harbourne2024", "niaharbourne", "Harbourne-Nia", "nia.harbourne@example.com"]) {
      expect(passwordProblem(password)).toBeNull();
      expect(passwordProblem(password, me)).toMatch(/^This password is too easy to guess/);
    }
  });

  it(`refuses fewer than ${minimumPasswordLength} characters, and more than 200`, () => {
    expect(passwordProblem("Ab3$x9!")).toBe(
      "The password must be at least 8 characters. Try a longer password of three or four unrelated words, e.g. with a number or symbol between them.",
    );
    expect(passwordProblem("Dfg7#kL2!pQz".repeat(17))).toBe("The password must not be longer than 200 characters.");
  });

  it("judges a long password by its first 40 characters, so a repeated pattern stays refused", () => {
    expect(passwordProblem("ab".repeat(100))).not.toBeNull();
    expect(passwordProblem("Dfg7#kL2!pQz".repeat(16))).toBeNull();
  });
});
