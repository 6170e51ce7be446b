/**
 * Keys whose values the audit log never keeps, compared without case, dashes or underscores: a password, a webhook's
 * signing secret, an API or session token, an API key, credentials, cookies, signatures.
 */
const secretKey = /pass(word|phrase)|secret|token|apikey|authori[sz]ation|cookie|credential|privatekey|signature/;

export const redacted = "[redacted]";

/** True when a value stored under `key` is a secret. */
export function isSecretKey(key: string): boolean {
  return secretKey.test(key.toLowerCase().replace(/[-_]/g, ""));
}

/**
 * A JSON value as the audit log keeps it: every value under a secret key replaced by "[redacted]", at any depth
 * (objects inside arrays too). Values that serialise themselves (a Date) are taken as they serialise. Pure; the one
 * redaction for a staff write's request body, its before and its after, when written and when read back.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === "object") {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") return redactSecrets((toJSON as () => unknown).call(value));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretKey(k) ? redacted : redactSecrets(v)]));
  }
  return value;
}
