/**
 * Server-side tests against a store in sandbox mode: the token the sandbox payment engine makes in a browser for one
 * of its test cards, made here without a browser. The engine's test cards: 4242 4242 4242 4242 (visa, succeeds),
 * 5555 5555 5555 4444 (mastercard), 3782 822463 10005 (amex), 4000 0000 0000 0002 (declined), 4000 0000 0000 9995
 * (insufficient funds), 4000 0000 0000 0069 (expired), 4000 0000 0000 0341 (saves, declines every charge),
 * 4000 0000 0000 5126 (charges, declines refunds). Only the sandbox accepts these tokens; no real card is involved.
 */
export type SandboxCard = {
  /** The payment setup's `identifier` (POST /carts/{id}/payment-setup or POST /account/payments/{gateway}/setup). */
  setup: string;
  /** A test card number, spaces allowed; 4242 4242 4242 4242 unless said. */
  number?: string;
  expMonth?: number;
  expYear?: number;
};

const brands: [RegExp, string][] = [
  [/^4/, "visa"],
  [/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, "mastercard"],
  [/^3[47]/, "amex"],
];

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The sandbox engine's token for `card`, bound to its payment setup: send it as the checkout's `payment.token`. */
export function sandboxCardToken({
  setup,
  number = "4242424242424242",
  expMonth = 12,
  expYear = new Date().getFullYear() + 3,
}: SandboxCard): string {
  const digits = number.replace(/\s+/g, "");
  const brand = brands.find(([pattern]) => pattern.test(digits))?.[1];
  if (!/^\d{15,16}$/.test(digits) || !brand) throw new Error(`Not a sandbox test card number: ${number}`);
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
  const payload = { v: 1, setup, brand, last4: digits.slice(-4), expMonth, expYear, nonce };
  return `sbx_tok_${base64url(JSON.stringify(payload))}`;
}
