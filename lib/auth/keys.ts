import { createHmac } from "node:crypto";
import { getEnv } from "../env";

export type TokenKind = "api" | "account";

/** One key per token kind, derived from AUTH_SECRET, so a token of one kind can never verify as the other. */
const purposes: Record<TokenKind, string> = {
  api: "storefront:api-token:v1",
  account: "storefront:account-token:v1",
};

const keys = new Map<TokenKind, Uint8Array>();

export function signingKey(kind: TokenKind): Uint8Array {
  let key = keys.get(kind);
  if (!key) {
    key = new Uint8Array(createHmac("sha256", getEnv().authSecret).update(purposes[kind]).digest());
    keys.set(kind, key);
  }
  return key;
}

export const tokenSettings = {
  api: { typ: "sf-api+jwt", audience: "storefront-api" },
  account: { typ: "sf-account+jwt", audience: "storefront-account" },
} as const;

export const issuer = "storefront";
