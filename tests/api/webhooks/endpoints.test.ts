import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { newStore } from "../settings/support";

const demo = () => fixtures().demo;
const other = () => fixtures().other;
/** A store no other test posts messages to, so its webhook's log holds only what this file causes. */
const quiet = () => fixtures().norewards;
const created: { token: string; id: string }[] = [];

async function createWebhook(token: string, body: unknown) {
  const res = await api("POST", "/operator/webhooks", { token, body });
  if (res.status === 201) created.push({ token, id: res.body.data.id });
  return res;
}

afterAll(async () => {
  for (const { token, id } of created) await api("DELETE", `/operator/webhooks/${id}`, { token });
});

describe("webhook endpoints: create, list, delete", () => {
  it("creates one with a whsec_ secret shown once; the list shows it without the secret; delete removes it and its log", async () => {
    const op = await operatorToken(demo().tenantId);
    const res = await createWebhook(op, { url: "https://example.com/hooks", events: ["order.paid", "order.cancelled", "order.paid"] });
    expect(res.status).toBe(201);
    const hook = res.body.data;
    expect(hook).toMatchObject({ url: "https://example.com/hooks", events: ["order.paid", "order.cancelled"] });
    expect(hook.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(hook.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const list = await api("GET", "/operator/webhooks", { token: op });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((w: { id: string }) => w.id === hook.id);
    expect(listed).toEqual({ id: hook.id, url: hook.url, events: hook.events, createdAt: hook.createdAt });
    expect(list.text).not.toContain(hook.secret);

    const log = await api("GET", `/operator/webhooks/${hook.id}/deliveries`, { token: op });
    expect(log).toMatchObject({ status: 200, body: { data: [], meta: { currentPage: 1, perPage: 20, total: 0 } } });

    const gone = await api("DELETE", `/operator/webhooks/${hook.id}`, { token: op });
    expect(gone).toMatchObject({ status: 200, body: { data: { id: hook.id, deleted: true } } });
    expect((await api("DELETE", `/operator/webhooks/${hook.id}`, { token: op })).status).toBe(404);
    expect((await api("GET", `/operator/webhooks/${hook.id}/deliveries`, { token: op })).status).toBe(404);
    const after = await api("GET", "/operator/webhooks", { token: op });
    expect(after.body.data.some((w: { id: string }) => w.id === hook.id)).toBe(false);
  });

  it("422 on the field for a URL that is not http(s), an unknown event, no events, or an unknown field; nothing is created", async () => {
    // A store with no webhooks: the file's own store gets some in the tests above.
    const { op } = await newStore(["--country", "GB"], `Webhook Refusals ${randomUUID().slice(0, 8)}`);
    const before = (await api("GET", "/operator/webhooks", { token: op })).body.data.length;
    const cases: [unknown, string][] = [
      [{ url: "ftp://example.com/hooks", events: ["order.paid"] }, "url"],
      [{ url: "javascript:alert(1)", events: ["order.paid"] }, "url"],
      [{ url: "not a url", events: ["order.paid"] }, "url"],
      [{ events: ["order.paid"] }, "url"],
      [{ url: `https://example.com/${"a".repeat(2001)}`, events: ["order.paid"] }, "url"],
      [{ url: "https://example.com/hooks", events: ["order.shipped"] }, "events.0"],
      [{ url: "https://example.com/hooks", events: ["order.paid", "nope"] }, "events.1"],
      [{ url: "https://example.com/hooks", events: [] }, "events"],
      [{ url: "https://example.com/hooks", events: "order.paid" }, "events"],
      [{ url: "https://example.com/hooks" }, "events"],
    ];
    for (const [body, field] of cases) {
      const res = await createWebhook(op, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
      expect(typeof res.body.message).toBe("string");
    }
    const extra = await createWebhook(op, { url: "https://example.com/hooks", events: ["order.paid"], secret: "mine" });
    expect(extra.status).toBe(422);
    expect((await api("GET", "/operator/webhooks", { token: op })).body.data.length).toBe(before);
  });

  it("operator tokens only: none, an API token or an account token → 401", async () => {
    const account = await loginAs(customerFor("webhooks"));
    for (const token of [undefined, demo().apiToken, account]) {
      expect((await api("GET", "/operator/webhooks", { token })).status).toBe(401);
      expect(
        (await api("POST", "/operator/webhooks", { token, body: { url: "https://example.com/h", events: ["order.paid"] } })).status,
      ).toBe(401);
      expect((await api("DELETE", "/operator/webhooks/00000000-0000-4000-8000-000000000001", { token })).status).toBe(401);
      expect((await api("GET", "/operator/webhooks/00000000-0000-4000-8000-000000000001/deliveries", { token })).status).toBe(401);
    }
  });

  it("tenant isolation: another store's operator neither sees, reads the log of, nor deletes this store's webhook", async () => {
    const mine = await operatorToken(quiet().tenantId);
    const theirs = await operatorToken(other().tenantId);
    const hook = (await createWebhook(mine, { url: "https://example.com/isolated", events: ["message.received"] })).body.data;
    const list = await api("GET", "/operator/webhooks", { token: theirs });
    expect(list.status).toBe(200);
    expect(list.body.data.some((w: { id: string }) => w.id === hook.id)).toBe(false);
    expect((await api("GET", `/operator/webhooks/${hook.id}/deliveries`, { token: theirs })).status).toBe(404);
    expect((await api("DELETE", `/operator/webhooks/${hook.id}`, { token: theirs })).status).toBe(404);
    expect((await api("GET", "/operator/webhooks", { token: mine })).body.data.some((w: { id: string }) => w.id === hook.id)).toBe(true);
    // And an event of the other store never reaches it.
    const msg = await api("POST", "/messages", {
      token: other().apiToken,
      body: { email: "webhook-isolation@example.net", subject: "Other store" },
    });
    expect(msg.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect((await api("GET", `/operator/webhooks/${hook.id}/deliveries`, { token: mine })).body.meta.total).toBe(0);
  });

  it("unknown or malformed ids → 404; a bad delivery-log query → 422", async () => {
    const op = await operatorToken(demo().tenantId);
    for (const id of ["00000000-0000-4000-8000-000000000001", "not-an-id"]) {
      expect((await api("DELETE", `/operator/webhooks/${id}`, { token: op })).status).toBe(404);
      expect((await api("GET", `/operator/webhooks/${id}/deliveries`, { token: op })).status).toBe(404);
    }
    const hook = (await createWebhook(op, { url: "https://example.com/q", events: ["ticket.checked_in"] })).body.data;
    const bad = await api("GET", `/operator/webhooks/${hook.id}/deliveries?status=lost`, { token: op });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain("status");
    expect((await api("GET", `/operator/webhooks/${hook.id}/deliveries?perPage=101`, { token: op })).status).toBe(422);
  });
});
