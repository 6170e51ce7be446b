import { createHmac } from "node:crypto";
import { getEnv } from "../env";

export type TokenKind = "api" | "account" | "operator";

/** One key per token kind, derived from AUTH_SECRET, so a token of one kind can never verify as the other. */
const purposes: Record<TokenKind, string> = {
  api: "storefront:api-token:v1",
  account: "storefront:account-token:v1",
  operator: "storefront:operator-token:v1",
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
  operator: { typ: "sf-operator+jwt", audience: "storefront-operator" },
} as const;

/** Operator tokens are short-lived: at most one hour between issue and expiry. */
export const operatorTokenMaxTtlSeconds = 60 * 60;

export const issuer = "storefront";
