/** The password rule in the shopper's words (lib/auth/password-strength.ts is the rule itself). */
export const passwordHint =
  "At least 8 characters, and hard to guess: three or four unrelated words work well. Common passwords are refused.";
