import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

// Every per-address rule counts an IPv6 address by its /64 (lib/http/ratelimit/group-address.ts): 12 wrong logins for one
// e-mail from 12 addresses of one /64 get 429 on the 6th, as from one IPv4 address, not 422 every time.
// The test server trusts X-Forwarded-For (TRUST_PROXY=true); each run speaks from its own documentation prefix.
const run = randomInt(1, 0xffff).toString(16);
const net64 = (n: number) => `2001:db8:${run}:${n.toString(16)}`;
const demo = () => fixtures().demo;
const from = (address: string) => ({ "x-forwarded-for": address });

describe("rate limits group IPv6 addresses by /64", () => {
  it("login: wrong passwords for one e-mail from 12 addresses of one /64 → 429 on the 6th, as from one IPv4 address", async () => {
    const body = { email: `v6-${run}@example.com`, password: "wrong-password" };
    const statuses = [];
    for (let i = 1; i <= 12; i++)
      statuses.push(
        (await api("POST", "/account/login", { token: demo().apiToken, body, headers: from(`${net64(1)}::${i.toString(16)}`) })).status,
      );
    expect(statuses).toEqual([...Array<number>(5).fill(422), ...Array<number>(7).fill(429)]);
    // The neighbouring /64 (another subscriber) keeps its own budget.
    expect((await api("POST", "/account/login", { token: demo().apiToken, body, headers: from(`${net64(2)}::1`) })).status).toBe(422);
  });

  it("search (a per-address rule): 60 a minute from one /64, whatever the interface identifiers", async () => {
    const ask = (i: number) =>
      api("GET", `/search?q=coffee&limit=1`, {
        token: demo().apiToken,
        headers: from(`${net64(3)}:${i.toString(16)}:0:0:${i.toString(16)}`),
      });
    const answers = [];
    for (let i = 1; i <= 60; i += 10) answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => ask(i + k)))));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(60).fill(200));
    const refused = await ask(61);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many requests. Please try again later.", code: "rate_limited" });
  });

  it("register (per address): the /64's budget is spent by any of its addresses", async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (
          await api("POST", "/account/register", {
            token: demo().apiToken,
            body: { email: "not-an-email" },
            headers: from(`${net64(4)}::${i}`),
          })
        ).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
