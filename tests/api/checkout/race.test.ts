import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, seedKey } from "../../support/account";
import { operatorToken } from "../../support/operator-tokens";

const dripper = demoId("product", "ceramic-dripper");

describe("checkout under concurrency", () => {
  it("stock 1, ten concurrent checkouts: one order, nine 409s naming the line, stock 0", async () => {
    const operator = await operatorToken(fixtures().demo.tenantId);
    const buyers = Array.from({ length: 10 }, (_, i) => customerFor(`race-${i}` as "race-0"));
    const ready = await Promise.all(
      buyers.map(async (who) => {
        const token = await loginAs(who);
        const cart = (await api("POST", "/carts", { token })).body.data;
        return { who, token, cartId: cart.id as string };
      }),
    );
    expect((await api("PATCH", "/operator/products/ceramic-dripper", { token: operator, body: { stock: 1 } })).status).toBe(200);
    try {
      for (const b of ready)
        expect((await api("POST", `/carts/${b.cartId}/lines`, { token: b.token, body: { productId: dripper, quantity: 1 } })).status).toBe(
          200,
        );
      const results = await Promise.all(
        ready.map((b) =>
          api("POST", "/account/checkout", {
            token: b.token,
            body: {
              cartId: b.cartId,
              shippingAddressId: demoId("address", seedKey(b.who), "home"),
              paymentMethodId: demoId("payment-method", seedKey(b.who), "visa"),
            },
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409))
        expect(r.body).toEqual({ message: "Ceramic Pour Over Dripper has just sold out.", code: "out_of_stock" });
      // Stock 0: the product reads sold out (the cache was dropped) and no cart can take one.
      expect((await api("GET", "/products/ceramic-dripper", { token: fixtures().demo.apiToken })).body.data.inStock).toBe(false);
      const probe = (await api("POST", "/carts", { token: fixtures().demo.apiToken })).body.data;
      expect(
        (await api("POST", `/carts/${probe.id}/lines`, { token: fixtures().demo.apiToken, body: { productId: dripper, quantity: 1 } })).body
          .message,
      ).toBe("Ceramic Pour Over Dripper is out of stock.");
      // The losers' carts are intact.
      const loser = ready[results.findIndex((r) => r.status === 409)]!;
      expect((await api("GET", `/carts/${loser.cartId}`, { token: loser.token })).body.data.itemCount).toBe(1);
    } finally {
      await api("PATCH", "/operator/products/ceramic-dripper", { token: operator, body: { stock: 25 } });
    }
  });
});
