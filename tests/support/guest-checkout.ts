import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { fixtures } from "./fixtures";
import { api } from "./http";
import { makeToken } from "./sandbox-engine";

export const bathAddress = {
  firstName: "Ada",
  lastName: "Lovelace",
  line1: "1 Queen Square",
  city: "Bath",
  postalCode: "BA1 2HP",
  countryCode: "GB",
};

/** A Visa (4242) the sandbox gateway tokenised for a payment setup, as its browser fields would. */
export function sandboxVisaToken(identifier: string): string {
  return makeToken({
    v: 1,
    setup: identifier,
    brand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    nonce: `guest-${identifier}`,
  });
}

/**
 * Pays a guest cart as a shopper would (of the demo store unless `apiToken` names another): a payment setup, a Visa
 * tokenised for it, POST /checkout. `headers` go with both requests (an X-Forwarded-For address, an X-Fault).
 */
export async function guestCheckout(
  cartId: string,
  email: string,
  shippingAddress: Record<string, string> = bathAddress,
  headers: Record<string, string> = {},
  apiToken = fixtures().demo.apiToken,
) {
  const setup = await api("POST", `/carts/${cartId}/payment-setup`, { token: apiToken, headers });
  expect(setup.status).toBe(201);
  const identifier = setup.body.identifier;
  const token = sandboxVisaToken(identifier);
  return api("POST", "/checkout", {
    token: apiToken,
    body: { cartId, email, shippingAddress, payment: { identifier, token } },
    headers: { "idempotency-key": randomUUID(), ...headers },
  });
}
