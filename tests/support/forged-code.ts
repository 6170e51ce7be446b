/**
 * A signed code (`prefix` + base64url of a row id and its MAC, lib/tickets/signed-code.ts) with one bit of its MAC
 * flipped: the same row, a signature that no longer holds. Rewriting the text's last characters is not enough: the
 * last base64url character carries padding bits a decoder ignores, so some rewrites decode to the very same bytes.
 */
export function forgedCode(code: string, prefix: string): string {
  const raw = Buffer.from(code.slice(prefix.length), "base64url");
  raw[raw.length - 1]! ^= 0x80;
  return prefix + raw.toString("base64url");
}
