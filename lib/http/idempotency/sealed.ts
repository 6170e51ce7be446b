import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { getEnv } from "../../env";

/**
 * Keys derived from AUTH_SECRET for the idempotency store, so nothing in it is usable on its own:
 * request fingerprints are HMACs (a body holding a password leaves no plain SHA-256 to brute-force),
 * stored responses are sealed with AES-256-GCM (a stored login answer holds a live account token), and
 * an API-token caller's scope is an HMAC of the token and the client's address.
 */
const derivedKeys = new Map<string, Buffer>();

function derived(purpose: string): Buffer {
  const secret = getEnv().authSecret;
  const name = `${secret}\n${purpose}`;
  let key = derivedKeys.get(name);
  if (!key) derivedKeys.set(name, (key = createHmac("sha256", secret).update(`storefront:idempotency:${purpose}:v1`).digest()));
  return key;
}

export function fingerprint(purpose: "request" | "scope", value: string): string {
  return createHmac("sha256", derived(purpose)).update(value).digest("hex");
}

export type Sealed = { v: 1; iv: string; tag: string; data: string };

export function seal(plain: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derived("response"), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return { v: 1, iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), data: data.toString("base64") };
}

export function unseal(sealed: Sealed): string {
  const decipher = createDecipheriv("aes-256-gcm", derived("response"), Buffer.from(sealed.iv, "base64"));
  decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, "base64")), decipher.final()]).toString("utf8");
}

export function isSealed(value: unknown): value is Sealed {
  return (
    !!value && typeof value === "object" && (value as { v?: unknown }).v === 1 && typeof (value as { data?: unknown }).data === "string"
  );
}
