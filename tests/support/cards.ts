import { expect } from "vitest";
import { api } from "./http";
import { visaToken } from "./sandbox-engine";

/**
 * Saves a sandbox Visa card with the given last four digits to the customer's account, as the engine would after a
 * payment setup (the last four pick a test card's behaviour at charge time), and returns the saved card's id.
 */
export async function saveVisaCard(token: string, last4: string, nonce: string): Promise<string> {
  const setup = await api("POST", "/account/payments/sandbox/setup", { token, body: {} });
  const saved = await api("POST", `/account/payments/sandbox/setups/${setup.body.identifier}/complete`, {
    token,
    body: { token: visaToken(setup.body.identifier, nonce, last4) },
  });
  expect(saved.status).toBe(200);
  return saved.body.id;
}
