import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

const password = "Roast-Grind-Brew-42";

/** A new back-office member of the demo store (made with the CLI's operator token), signed in: their session token. */
export async function demoStaff(role: "owner" | "staff", name = "Anna Staff") {
  const store = fixtures().demo;
  const email = `backoffice-${role}-${randomUUID()}@example.org`;
  const created = await api("POST", "/operator/staff", {
    token: await operatorToken(store.tenantId),
    body: { email, name, password, role },
  });
  expect(created.status).toBe(201);
  const session = await api("POST", "/staff/sessions", { token: store.apiToken, body: { email, password } });
  expect(session.status).toBe(201);
  return { email, name, token: session.body.token as string };
}
