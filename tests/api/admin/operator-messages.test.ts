import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { isoSecondsPattern } from "../../support/account";
import { operatorToken } from "../../support/operator-tokens";

// Contact messages for the back office: this file posts its own messages (tagged) and marks only those.
const demo = () => fixtures().demo;
const other = () => fixtures().other;
const tag = () => randomUUID().slice(0, 8);

type Message = { id: string; email: string; subject: string | null; handled: boolean; handledAt: string | null; createdAt: string };

async function postMessage(subject: string, store = demo()): Promise<Message> {
  const email = `visitor-${tag()}@example.net`;
  const res = await api("POST", "/messages", {
    token: store.apiToken,
    body: { name: "Grace Hopper", email, subject, message: "Do you ship to Norway?", source: "contact-page", company: "Navy" },
  });
  expect(res.status).toBe(200);
  const list = await api("GET", "/operator/messages?perPage=100", { token: await operatorToken(store.tenantId) });
  const found = (list.body.data as Message[]).find((m) => m.email === email);
  expect(found).toBeDefined();
  return found!;
}

const list = async (query: string, token?: string) =>
  api("GET", `/operator/messages${query}`, { token: token ?? (await operatorToken(demo().tenantId)) });

describe("GET /operator/messages", () => {
  it("lists the store's messages newest first with every field, paginated, filtered by handled/unhandled", async () => {
    const t = tag();
    const first = await postMessage(`First ${t}`);
    const second = await postMessage(`Second ${t}`);
    expect(first).toMatchObject({
      name: "Grace Hopper",
      subject: `First ${t}`,
      message: "Do you ship to Norway?",
      source: "contact-page",
      company: "Navy",
      handled: false,
      handledAt: null,
    });
    expect(first.createdAt).toMatch(isoSecondsPattern);

    const all = await list("?perPage=100");
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    const ids = (all.body.data as Message[]).map((m) => m.id);
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.body.meta).toMatchObject({ currentPage: 1, perPage: 100 });
    expect(all.body.meta.total).toBeGreaterThanOrEqual(2);

    const page = await list("?perPage=1&page=1");
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta).toMatchObject({ currentPage: 1, perPage: 1 });
    expect(page.body.meta.lastPage).toBeGreaterThanOrEqual(2);

    const unhandled = (await list("?status=unhandled&perPage=100")).body.data as Message[];
    expect(unhandled.every((m) => !m.handled)).toBe(true);
    expect(unhandled.map((m) => m.id)).toContain(first.id);
    const handled = (await list("?status=handled&perPage=100")).body.data as Message[];
    expect(handled.every((m) => m.handled && m.handledAt !== null)).toBe(true);
    expect(handled.map((m) => m.id)).not.toContain(first.id);
  });

  it("refuses a bad filter or page with 422 naming the field", async () => {
    const bad = await list("?status=read");
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: "validation_failed",
      errors: { status: ["The selected status is invalid."] },
    });
    const perPage = await list("?perPage=0");
    expect(perPage.status).toBe(422);
    expect(perPage.body).toMatchObject({ code: "validation_failed", errors: { perPage: [expect.any(String)] } });
  });

  it("needs an operator token: none, the API token or another kind → 401", async () => {
    for (const token of [null, demo().apiToken]) {
      const res = await api("GET", "/operator/messages", { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthenticated.", code: "unauthenticated" });
    }
  });
});

describe("POST and DELETE /operator/messages/{id}/handled", () => {
  it("marks a message handled (keeping the first time) and unhandled again", async () => {
    const token = await operatorToken(demo().tenantId);
    const message = await postMessage(`Mark ${tag()}`);
    const marked = await api("POST", `/operator/messages/${message.id}/handled`, { token });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ id: message.id, handled: true });
    expect(marked.body.data.handledAt).toMatch(isoSecondsPattern);
    expect((await list("?status=handled&perPage=100")).body.data.map((m: Message) => m.id)).toContain(message.id);
    expect((await list("?status=unhandled&perPage=100")).body.data.map((m: Message) => m.id)).not.toContain(message.id);

    await new Promise((r) => setTimeout(r, 1100));
    const again = await api("POST", `/operator/messages/${message.id}/handled`, { token });
    expect(again.status).toBe(200);
    expect(again.body.data.handledAt).toBe(marked.body.data.handledAt);

    const unmarked = await api("DELETE", `/operator/messages/${message.id}/handled`, { token });
    expect(unmarked.status).toBe(200);
    expect(unmarked.body.data).toMatchObject({ id: message.id, handled: false, handledAt: null });
    expect((await list("?status=unhandled&perPage=100")).body.data.map((m: Message) => m.id)).toContain(message.id);
  });

  it("another store's message, an unknown or malformed id → 404, and nothing changes", async () => {
    const message = await postMessage(`Isolated ${tag()}`);
    const otherToken = await operatorToken(other().tenantId);
    for (const method of ["POST", "DELETE"]) {
      const res = await api(method, `/operator/messages/${message.id}/handled`, { token: otherToken });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Message not found.", code: "not_found" });
    }
    const token = await operatorToken(demo().tenantId);
    for (const id of [randomUUID(), "not-a-uuid"]) {
      expect((await api("POST", `/operator/messages/${id}/handled`, { token })).status).toBe(404);
    }
    const still = (await list("?status=unhandled&perPage=100")).body.data as Message[];
    expect(still.find((m) => m.id === message.id)).toMatchObject({ handled: false });
  });

  it("needs an operator token → 401", async () => {
    const message = await postMessage(`Auth ${tag()}`);
    for (const token of [null, demo().apiToken]) {
      expect((await api("POST", `/operator/messages/${message.id}/handled`, { token })).status).toBe(401);
      expect((await api("DELETE", `/operator/messages/${message.id}/handled`, { token })).status).toBe(401);
    }
  });
});

describe("isolation: the other store's operator", () => {
  it("sees none of the demo store's messages", async () => {
    const mine = await postMessage(`Demo only ${tag()}`);
    const theirs = await postMessage(`Other only ${tag()}`, other());
    const seen = await list("?perPage=100", await operatorToken(other().tenantId));
    expect(seen.status).toBe(200);
    const ids = (seen.body.data as Message[]).map((m) => m.id);
    expect(ids).toContain(theirs.id);
    expect(ids).not.toContain(mine.id);
    expect((await list("?perPage=100")).body.data.map((m: Message) => m.id)).not.toContain(theirs.id);
  });
});
