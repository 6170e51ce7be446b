import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import type { NewStore } from "../settings/support";
import { contentStore, word } from "../cms/support";

// publishAt: the content.publish job publishes a scheduled draft at its time, with publishedAt that time.

let store: NewStore & { host: string };

beforeAll(async () => {
  store = await contentStore();
}, 120_000);

/** Polls until `check` holds or the deadline passes (the job runs on pg-boss's own clock). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, deadlineMs: number): Promise<T> {
  const end = Date.now() + deadlineMs;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

describe("scheduled publishing", { timeout: 120_000 }, () => {
  it("publishes a scheduled post at its time: publishedAt is that time (to the second), the blog shows it", async () => {
    const w = word();
    const at = new Date(Math.ceil((Date.now() + 4000) / 1000) * 1000);
    const made = await api("POST", "/operator/posts", { token: store.op, body: { title: `${w} Soon`, publishAt: at.toISOString() } });
    expect(made.status).toBe(201);
    const iso = at.toISOString().replace(/\.\d{3}Z$/, "Z");
    expect(made.body.data).toMatchObject({ status: "draft", publishedAt: null, publishAt: iso });
    expect((await api("GET", `/cms/posts/${w}-soon`, { token: store.apiToken })).status).toBe(404);
    const shown = await until(
      () => api("GET", `/cms/posts/${w}-soon`, { token: store.apiToken }),
      (res) => res.status === 200,
      30_000,
    );
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(shown).toMatchObject({ status: 200, body: { slug: `${w}-soon`, publishedAt: iso } });
    expect((await api("GET", "/cms/posts", { token: store.apiToken })).body.data.map((p: { slug: string }) => p.slug)).toContain(
      `${w}-soon`,
    );
    expect((await api("GET", `/operator/posts/${w}-soon`, { token: store.op })).body.data).toMatchObject({
      status: "published",
      publishedAt: iso,
      publishAt: null,
    });
  });

  it("publishes a page scheduled in the past at once; an unscheduled draft stays a draft", async () => {
    const w = word();
    const past = await api("POST", "/operator/pages", {
      token: store.op,
      body: { name: `${w} Past`, publishAt: "2020-01-01T00:00:00Z" },
    });
    expect(past).toMatchObject({ status: 201, body: { data: { status: "published", publishAt: null } } });
    expect((await api("GET", `/cms/pages/${w}-past`, { token: store.apiToken })).status).toBe(200);

    // A schedule ended with publishAt: null: the job that comes due publishes nothing.
    const at = new Date(Date.now() + 2000).toISOString();
    const page = await api("POST", "/operator/pages", { token: store.op, body: { name: `${w} Held`, publishAt: at } });
    expect(page.body.data.status).toBe("draft");
    expect(await api("PATCH", `/operator/pages/${w}-held`, { token: store.op, body: { publishAt: null } })).toMatchObject({
      status: 200,
      body: { data: { status: "draft", publishAt: null } },
    });
    // A post scheduled after it, published by its own job, shows the page's job has run by then.
    const later = new Date(Date.now() + 3000).toISOString();
    await api("POST", "/operator/posts", { token: store.op, body: { title: `${w} Marker`, publishAt: later } });
    const marker = await until(
      () => api("GET", `/cms/posts/${w}-marker`, { token: store.apiToken }),
      (res) => res.status === 200,
      30_000,
    );
    expect(marker.status).toBe(200);
    expect((await api("GET", `/cms/pages/${w}-held`, { token: store.apiToken })).status).toBe(404);
    expect((await api("GET", `/operator/pages/${w}-held`, { token: store.op })).body.data).toMatchObject({ status: "draft" });
  });
});
