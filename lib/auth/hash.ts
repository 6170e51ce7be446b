import { createHash, randomBytes } from "node:crypto";

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** 256-bit random value, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}
