import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { newStore, type NewStore } from "../settings/support";

// A customer's opt-in to marketing e-mails (GET/PUT /account/marketing), in a store of this file's own, and how the
// store's staff see it on the customer's record (GET /operator/customers/{id}).

let store: NewStore;

beforeAll(async () => {
  store = await newStore(["--country", "GB"], `Marketing ${randomUUID().slice(0, 8)}`);
}, 120_000);

async function newCustomer(name: string) {
  const email = `${name}-${randomUUID()}@example.org`;
  const made = await api("POST", "/account/register", {
    token: store.apiToken,
    body: { email, password: "Roast-Grind-Brew-42", firstName: name, lastName: "Shopper" },
  });
  expect(made.status).toBe(201);
  return { email, id: made.body.customer.id as string, token: made.body.token as string };
}

const record = async (id: string) => {
  const res = await api("GET", `/operator/customers/${id}`, { token: store.op });
  expect(res.status).toBe(200);
  return res.body.data.marketingConsent as { given: boolean; account: { accepted: boolean; at: string | null }; consents: unknown[] };
};

describe("a customer's marketing e-mails (GET/PUT /account/marketing)", { timeout: 120_000 }, () => {
  it("is off for a new account; agreeing records the time (kept when agreed again), taking it back clears it; staff see it", async () => {
    const ada = await newCustomer("ada");
    const start = await api("GET", "/account/marketing", { token: ada.token });
    expect({ status: start.status, body: start.body }).toEqual({ status: 200, body: { data: { accepted: false, at: null } } });
    expect(await record(ada.id)).toEqual({ given: false, account: { accepted: false, at: null }, consents: [] });

    const agreed = await api("PUT", "/account/marketing", { token: ada.token, body: { accepted: true } });
    expect(agreed.status).toBe(200);
    expect(agreed.body.data).toEqual({ accepted: true, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });
    const at = agreed.body.data.at as string;
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(120_000);
    expect((await api("PUT", "/account/marketing", { token: ada.token, body: { accepted: true } })).body.data).toEqual({
      accepted: true,
      at,
    });
    expect((await api("GET", "/account/marketing", { token: ada.token })).body.data).toEqual({ accepted: true, at });
    expect(await record(ada.id)).toEqual({ given: true, account: { accepted: true, at }, consents: [] });

    const stopped = await api("PUT", "/account/marketing", { token: ada.token, body: { accepted: false } });
    expect(stopped.body.data).toEqual({ accepted: false, at: null });
    expect(await record(ada.id)).toEqual({ given: false, account: { accepted: false, at: null }, consents: [] });
  });

  it("refuses a body without a yes or no (422 naming accepted) and changes nothing; needs the account's own token; one customer never changes another's", async () => {
    const bea = await newCustomer("bea");
    const cal = await newCustomer("cal");
    for (const body of [{}, { accepted: "yes" }, { accepted: null }, { accepted: true, email: cal.email }]) {
      const refused = await api("PUT", "/account/marketing", { token: bea.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    expect((await api("PUT", "/account/marketing", { token: bea.token, body: {} })).body.errors).toHaveProperty("accepted");
    expect((await api("GET", "/account/marketing", { token: bea.token })).body.data).toEqual({ accepted: false, at: null });

    expect((await api("GET", "/account/marketing", { token: store.apiToken })).status).toBe(401);
    expect((await api("PUT", "/account/marketing", { body: { accepted: true } })).status).toBe(401);

    expect((await api("PUT", "/account/marketing", { token: bea.token, body: { accepted: true } })).status).toBe(200);
    expect((await api("GET", "/account/marketing", { token: cal.token })).body.data).toEqual({ accepted: false, at: null });
    expect((await record(cal.id)).account).toEqual({ accepted: false, at: null });
  });
});
