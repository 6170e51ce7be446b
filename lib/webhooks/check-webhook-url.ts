import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { getEnv } from "../env";
import { isPrivateAddress } from "../http/private-address";

export const privateAddressMessage =
  "The url field must not point to a private, loopback, link-local or unique-local address (WEBHOOK_ALLOW_PRIVATE=true allows them).";

/**
 * Why a webhook URL may not be used, or null when it may: unless WEBHOOK_ALLOW_PRIVATE=true its host must not be,
 * or resolve to, a private address (every address the name resolves to is checked). Delivery checks again at
 * connect time (lib/webhooks/post-webhook.ts), so a name that later resolves inside is still refused.
 */
export async function webhookUrlProblem(url: string): Promise<string | null> {
  if (getEnv().WEBHOOK_ALLOW_PRIVATE) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPrivateAddress(host) ? privateAddressMessage : null;
  if (host === "localhost" || host.endsWith(".localhost")) return privateAddressMessage;
  let addresses: { address: string }[];
  try {
    addresses = await Promise.race([
      lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 5000).unref()),
    ]);
  } catch {
    return "The url field's host could not be resolved.";
  }
  if (addresses.length === 0) return "The url field's host could not be resolved.";
  return addresses.some((a) => isPrivateAddress(a.address)) ? privateAddressMessage : null;
}
