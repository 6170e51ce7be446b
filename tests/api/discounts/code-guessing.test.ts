import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { demoId } from "../../support/account";
import { fixtures } from "../../support/fixtures";
import { api, type ApiResponse } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

// Discount codes could be guessed without limit (300 codes on one cart in 7.8 s). Refused codes are now limited per
// address (20 per ten minutes) and per cart (10 per ten minutes); a code that applies is not counted. The test server
// exempts only loopback and trusts X-Forwarded-For, so each client here names its own address.
const run = `10.${randomInt(0, 256)}.${randomInt(0, 256)}`;
let next = 1;
const client = () => ({ "x-forwarded-for": `${run}.${next++}` });
const apiToken = () => fixtures().demo.apiToken;
const limited = { message: "Too many requests. Please try again later.", code: "rate_limited" };
const code = `GUESS${Date.now().toString(36)}${randomInt(1e4)}`.toUpperCase();

async function cartFrom(headers: Record<string, string>): Promise<string> {
  const cart = await api("POST", "/carts", { token: apiToken(), body: { market: "GB" }, headers });
  expect(cart.status).toBe(201);
  const line = await api("POST", `/carts/${cart.body.data.id}/lines`, {
    token: apiToken(),
    body: { productId: demoId("product", "ethiopia-yirgacheffe"), quantity: 1 },
    headers,
  });
  expect(line.status).toBe(200);
  return cart.body.data.id;
}
const addCode = (cartId: string, typed: string, headers: Record<string, string>) =>
  api("POST", `/carts/${cartId}/discount-codes`, { token: apiToken(), body: { code: typed }, headers });
const wrong = (i: number) => `NOPE${run.replace(/\./g, "")}X${i}`;

describe("discount code guessing", () => {
  it("wrong codes are limited per cart and per address (429 with Retry-After); right codes work under the limit and elsewhere", async () => {
    const created = await api("POST", "/operator/discounts", {
      token: await operatorToken(fixtures().demo.tenantId),
      body: { code, kind: "percentage", value: 10 },
    });
    expect(created.status).toBe(201);

    // Under the limit a right code still applies (and is not counted).
    const honest = client();
    const honestCart = await cartFrom(honest);
    for (let i = 0; i < 9; i++) expect((await addCode(honestCart, wrong(i), honest)).status).toBe(422);
    const applied = await addCode(honestCart, code.toLowerCase(), honest);
    expect(applied.status).toBe(200);
    expect(applied.body.data.discountCodes).toEqual([expect.objectContaining({ code })]);

    // 30 wrong codes on one cart from one address: the 11th is refused, and every one after.
    const guesser = client();
    const cartId = await cartFrom(guesser);
    const statuses: number[] = [];
    let refused: ApiResponse | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await addCode(cartId, wrong(i), guesser);
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(422));
    expect(statuses.slice(10)).toEqual(Array<number>(20).fill(429));
    expect(refused?.body).toEqual(limited);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(500);
    // Now even the right code waits on that cart, and a new cart from the same address is refused too.
    expect((await addCode(cartId, code, guesser)).status).toBe(429);
    expect((await addCode(await cartFrom(guesser), wrong(99), guesser)).status).toBe(429);

    // A different cart from another address is unaffected.
    const other = client();
    const otherCart = await cartFrom(other);
    expect((await addCode(otherCart, wrong(0), other)).status).toBe(422);
    expect((await addCode(otherCart, code, other)).status).toBe(200);
  });
});
