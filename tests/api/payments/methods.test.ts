import { describe, expect, it } from "vitest";
import { seedId } from "@/db/seed/ids";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { slugOf } from "../../support/fixtures";

const me = () => customerFor("payment-methods");
const keyOf = (email: string) => email.split("@")[0]!;
const list = (token: string | null) => api("GET", "/account/payments/methods", { token });

describe("GET /account/payments/methods", () => {
  it("returns the caller's saved cards as a bare array, default first, wallets excluded", async () => {
    const res = await list(await loginAs(me()));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Array.isArray(res.body)).toBe(true);
    const key = keyOf(me().email);
    expect(res.body).toEqual([
      {
        id: seedId(slugOf("demo"), "payment-method", key, "visa"),
        provider: "sandbox",
        paymentMethod: "card",
        providerId: `pm_sandbox_${key}_visa`,
        cardType: "visa",
        cardLast4: "4242",
        cardExpMonth: 8,
        cardExpYear: 2029,
        default: true,
      },
      {
        id: seedId(slugOf("demo"), "payment-method", key, "mastercard"),
        provider: "sandbox",
        paymentMethod: "card",
        providerId: `pm_sandbox_${key}_mc`,
        cardType: "mastercard",
        cardLast4: "4444",
        cardExpMonth: 3,
        cardExpYear: 2028,
        default: false,
      },
    ]);
    for (const m of res.body) {
      expect(Object.keys(m)).toEqual([
        "id",
        "provider",
        "paymentMethod",
        "providerId",
        "cardType",
        "cardLast4",
        "cardExpMonth",
        "cardExpYear",
        "default",
      ]);
      expect(m.paymentMethod).not.toBe("wallet");
    }
  });

  it("shows every customer only their own methods, in their own store", async () => {
    const alice = await list(await loginAs(fixtures().demo.customers[0]!));
    expect(alice.status).toBe(200);
    expect(alice.body.map((m: { providerId: string }) => m.providerId).sort()).toEqual(["pm_sandbox_alice_mc", "pm_sandbox_alice_visa"]);
    const other = fixtures().other;
    const otherAlice = await list(await loginAs(other.customers[0]!, other));
    expect(otherAlice.status).toBe(200);
    const ids = otherAlice.body.map((m: { id: string }) => m.id);
    expect(ids.sort()).toEqual(
      [seedId("other", "payment-method", "alice", "mastercard"), seedId("other", "payment-method", "alice", "visa")].sort(),
    );
    const mine = (await list(await loginAs(me()))).body.map((m: { id: string }) => m.id);
    for (const id of ids) expect(mine).not.toContain(id);
  });

  it("needs an account token (401 {message})", async () => {
    for (const token of [null, fixtures().demo.apiToken, "garbage"]) {
      const res = await list(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    }
  });

  it("only allows GET", async () => {
    const res = await api("POST", "/account/payments/methods", { token: await loginAs(me()), body: {} });
    expect(res.status).toBe(405);
  });
});
