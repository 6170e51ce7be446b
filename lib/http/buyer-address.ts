import { InvalidInputError } from "../errors/domain";
import { trustBuyerAddress } from "./client-address";
import { normaliseAddress } from "./remote-address";

/**
 * Server-side storefronts (docs/api.md): a storefront that calls the API from its own server would give
 * every shopper the server's address, so one rate-limit budget and the server's country. With a private API token
 * (`cli token create --private`, kept on that server) it names the shopper's address in `X-Buyer-IP`, and that
 * address counts in place of the socket's (or the proxy's) for rate limits, idempotency key namespaces and market
 * detection (lib/http/client-address.ts).
 *
 * - A public token's X-Buyer-IP is ignored entirely: a browser holds that token, and must not pick its address.
 * - With a private token, X-Buyer-IP must be one IPv4 or IPv6 address (a port or brackets are tolerated); anything
 *   else answers 422 naming the header, before anything is counted or run, rather than silently falling back to
 *   the server's address (which would put every buyer back in one budget).
 * - The header is read only after the token is verified (lib/http/route.ts authenticates first).
 * - A signed-in customer's request carries their account token in Authorization; the storefront's server adds its
 *   private API token in `X-Api-Token` for X-Buyer-IP to count there too (lib/http/route.ts). An account token alone
 *   reaches browsers, so it never makes X-Buyer-IP count.
 */
export const buyerAddressHeader = "x-buyer-ip";
/** Beside an account token (a signed-in customer's request from the storefront's server): the private API token. */
export const apiTokenHeader = "x-api-token";

type HeaderSource = { headers: { get(name: string): string | null } };

export function acceptBuyerAddress(req: HeaderSource, token: { private: boolean }): void {
  if (!token.private) return;
  const value = req.headers.get(buyerAddressHeader);
  if (value === null) return;
  const address = normaliseAddress(value);
  if (!address)
    throw new InvalidInputError({
      x_buyer_ip: ["The X-Buyer-IP header must be the buyer's IPv4 or IPv6 address (one address)."],
    }).withCode("validation_failed");
  trustBuyerAddress(req, address);
}
