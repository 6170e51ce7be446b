import { expect } from "vitest";
import { fixtures } from "../../support/fixtures";
import { guestCheckout } from "../../support/guest-checkout";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { leadVariant } from "../../support/variants";

/** A webhook of the demo store for `events` to `url`, deleted by the returned `remove`. */
export async function demoWebhook(url: string, events: string[]) {
  const op = await operatorToken(fixtures().demo.tenantId);
  const res = await api("POST", "/operator/webhooks", { token: op, body: { url, events } });
  expect(res.status).toBe(201);
  const hook = res.body.data as { id: string; secret: string };
  return {
    ...hook,
    op,
    deliveries: async (query = "") => {
      const log = await api("GET", `/operator/webhooks/${hook.id}/deliveries${query}`, { token: op });
      expect(log.status).toBe(200);
      return log.body as { data: Record<string, unknown>[]; meta: { total: number } };
    },
    remove: () => api("DELETE", `/operator/webhooks/${hook.id}`, { token: op }),
  };
}

/** A guest order of the demo store (one Earl Grey), paid: `{id, orderId}`. */
export async function paidGuestOrder(email: string): Promise<{ id: string; orderId: string }> {
  const token = fixtures().demo.apiToken;
  const cart = await api("POST", "/carts", { token, body: { market: "GB" } });
  expect(cart.status).toBe(201);
  const line = await api("POST", `/carts/${cart.body.data.id}/lines`, {
    token,
    body: { variantId: leadVariant("earl-grey"), quantity: 1 },
  });
  expect(line.status).toBe(200);
  const res = await guestCheckout(cart.body.data.id, email);
  expect(res.status).toBe(201);
  return res.body.data;
}
