import { randomInt, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

// Checkout, payment-setup completion, POST /carts and the password change each have a per-caller limit: the signed-in
// customer, or a guest's address (a password change counted per address only would let customers behind one NAT share 5
// tries a minute). The test server exempts only loopback and trusts X-Forwarded-For, so each request here names its own
// documentation-range address.
const run = randomInt(1, 250);
let next = 1;
const fresh = () => ({ "x-forwarded-for": `192.0.${run}.${next++}` });
const demo = () => fixtures().demo;
const limited = { message: "Too many requests. Please try again later.", code: "rate_limited" };

/** A new customer of the demo store (registered from this machine, which is exempt): their account token. */
async function newCustomer(label: string): Promise<{ token: string; email: string; password: string }> {
  const email = `limits-${label}-${randomUUID()}@example.net`;
  const password = "Limits-pass-42";
  const res = await api("POST", "/account/register", {
    token: demo().apiToken,
    body: { email, password, firstName: "Li", lastName: "Mit" },
  });
  expect(res.status).toBe(201);
  return { token: res.body.token as string, email, password };
}

describe("per-caller limits on writes", () => {
  it("checkout: 10 per ten minutes for one customer, from any number of addresses", async () => {
    const { token } = await newCustomer("checkout");
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await api("POST", "/account/checkout", { token, body: {}, headers: fresh() })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
    // Another customer is not held back.
    const other = await newCustomer("checkout-2");
    expect((await api("POST", "/account/checkout", { token: other.token, body: {}, headers: fresh() })).status).toBe(422);
  });

  it("payment-setup completion: 10 per ten minutes for one customer", async () => {
    const { token } = await newCustomer("setup");
    const complete = () =>
      api("POST", `/account/payments/sandbox/setups/${randomUUID()}/complete`, { token, body: { token: "sbx_tok_x" }, headers: fresh() });
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await complete());
    expect(answers.slice(0, 10).map((r) => r.status)).toEqual(Array<number>(10).fill(404));
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.body).toEqual(limited);
    expect(Number(answers[10]!.headers.get("retry-after"))).toBeGreaterThan(500);
  });

  it("POST /carts: 30 new guest carts per ten minutes from one address, 30 calls per ten minutes for one customer", async () => {
    const address = fresh();
    const guest = await Promise.all(Array.from({ length: 30 }, () => api("POST", "/carts", { token: demo().apiToken, headers: address })));
    expect(guest.map((r) => r.status)).toEqual(Array<number>(30).fill(201));
    const refused = await api("POST", "/carts", { token: demo().apiToken, headers: address });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(limited);
    expect((await api("POST", "/carts", { token: demo().apiToken, headers: fresh() })).status).toBe(201);

    const { token } = await newCustomer("carts");
    const own = [];
    for (let i = 0; i < 30; i++) own.push((await api("POST", "/carts", { token, headers: fresh() })).status);
    expect(own).toEqual(Array<number>(30).fill(201));
    expect((await api("POST", "/carts", { token, headers: fresh() })).status).toBe(429);
  });

  it("password change: 5 wrong tries a minute per customer from anywhere; customers sharing one address keep their own", async () => {
    const body = { currentPassword: "not-the-current-one", newPassword: "Another-pass-42" };
    const { token, email, password } = await newCustomer("password");
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await api("POST", "/account/password/change", { token, body, headers: fresh() })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // The refused try changed nothing: the password still signs in.
    expect((await api("POST", "/account/login", { token: demo().apiToken, body: { email, password } })).status).toBe(200);

    // Behind one NAT: six customers, one wrong try each, from one address: none is refused (before: the 6th was).
    const office = fresh();
    const colleagues = await Promise.all(Array.from({ length: 6 }, (_, i) => newCustomer(`office-${i}`)));
    const tries = [];
    for (const c of colleagues)
      tries.push((await api("POST", "/account/password/change", { token: c.token, body, headers: office })).status);
    expect(tries).toEqual(Array<number>(6).fill(422));
  });
});
