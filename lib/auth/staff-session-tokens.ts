import { randomToken, sha256Hex } from "./hash";

/** Staff session tokens are opaque (the table keeps their SHA-256); the prefix tells them from operator JWTs. */
export const staffSessionPrefix = "sfs_";
export const staffSessionTtlSeconds = 12 * 60 * 60;

export function newStaffSessionToken(): { token: string; tokenHash: string } {
  const token = `${staffSessionPrefix}${randomToken()}`;
  return { token, tokenHash: sha256Hex(token) };
}

export function isStaffSessionToken(token: string): boolean {
  return token.startsWith(staffSessionPrefix) && /^sfs_[A-Za-z0-9_-]{43}$/.test(token);
}
