import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { newStore, type NewStore } from "../settings/support";
import { contentStore, storefrontPage, word } from "../cms/support";

// A post's author (one of the store's staff, with name and avatar) and its collections (the store's), through
// POST/PATCH /operator/posts; the public post and the blog index show them.

let store: NewStore & { host: string };
let other: NewStore;

beforeAll(async () => {
  [store, other] = await Promise.all([contentStore(), newStore(["--country", "GB"])]);
}, 120_000);

async function staffMember(of: NewStore, name: string, avatar: string | null) {
  const made = await api("POST", "/operator/staff", {
    token: of.op,
    body: { email: `author-${randomUUID()}@example.org`, name, password: "Roast-Grind-Brew-42", role: "staff", avatar },
  });
  expect(made.status).toBe(201);
  return made.body.data as { id: string; name: string; avatar: string | null };
}

describe("post authors and collections", { timeout: 120_000 }, () => {
  it("signs a post with a staff member (name, avatar) and files it in the store's collections", async () => {
    const w = word();
    const author = await staffMember(store, `${w} Writer`, "/images/avatars/writer.jpg");
    expect(author.avatar).toMatch(/^https?:\/\/.+\/images\/avatars\/writer\.jpg$/);
    const collection = await api("POST", "/operator/collections", { token: store.op, body: { title: `${w} Beans` } });
    expect(collection.status).toBe(201);
    const slug = collection.body.data.slug as string;
    const made = await api("POST", "/operator/posts", {
      token: store.op,
      body: { title: `${w} Harvest`, content: "<p>In.</p>", status: "published", authorId: author.id, collections: [slug] },
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      authorId: author.id,
      author: { name: `${w} Writer`, avatar: author.avatar },
      collections: [{ slug, name: `${w} Beans` }],
    });
    const shown = await api("GET", `/cms/posts/${w}-harvest`, { token: store.apiToken });
    expect(shown.body).toMatchObject({ author: { name: `${w} Writer`, avatar: author.avatar }, collections: [{ slug }] });
    const index = await api("GET", "/cms/posts", { token: store.apiToken });
    expect(index.body.data.find((p: { slug: string }) => p.slug === `${w}-harvest`)?.author).toEqual({
      name: `${w} Writer`,
      avatar: author.avatar,
    });
    const page = await storefrontPage(store.host, `/blog/${w}-harvest`);
    expect(page.html).toContain(`${w} Writer`);
    expect(page.html).toContain("/images/avatars/writer.jpg");

    // Changed: another author without an avatar, no collections; then no author at all.
    const second = await staffMember(store, `${w} Editor`, null);
    const changed = await api("PATCH", `/operator/posts/${w}-harvest`, {
      token: store.op,
      body: { authorId: second.id, collections: [] },
    });
    expect(changed.body.data).toMatchObject({ authorId: second.id, author: { name: `${w} Editor`, avatar: null }, collections: [] });
    expect((await api("GET", `/cms/posts/${w}-harvest`, { token: store.apiToken })).body.author).toEqual({
      name: `${w} Editor`,
      avatar: null,
    });
    const none = await api("PATCH", `/operator/posts/${w}-harvest`, { token: store.op, body: { authorId: null } });
    expect(none.body.data).toMatchObject({ authorId: null, author: { name: "", avatar: null } });
  });

  it("refuses another store's staff or collection, or an unknown one, with 422 naming the field; nothing written", async () => {
    const w = word();
    const stranger = await staffMember(other, `${w} Stranger`, null);
    const theirs = await api("POST", "/operator/collections", { token: other.op, body: { title: `${w} Theirs` } });
    const cases: [Record<string, unknown>, string][] = [
      [{ authorId: stranger.id }, "authorId"],
      [{ authorId: randomUUID() }, "authorId"],
      [{ authorId: "not-a-uuid" }, "authorId"],
      [{ collections: [theirs.body.data.slug] }, "collections"],
      [{ collections: [`${w}-nothing`] }, "collections"],
    ];
    for (const [fields, field] of cases) {
      const refused = await api("POST", "/operator/posts", { token: store.op, body: { title: `${w} Refused`, ...fields } });
      expect({ field, status: refused.status, errors: Object.keys(refused.body.errors ?? {}) }).toEqual({
        field,
        status: 422,
        errors: [field],
      });
    }
    expect((await api("GET", `/operator/posts/${w}-refused`, { token: store.op })).status).toBe(404);
    await api("POST", "/operator/posts", { token: store.op, body: { title: `${w} Kept` } });
    const patch = await api("PATCH", `/operator/posts/${w}-kept`, { token: store.op, body: { title: "Changed", authorId: stranger.id } });
    expect(patch.status).toBe(422);
    expect(Object.keys(patch.body.errors)).toEqual(["authorId"]);
    expect((await api("GET", `/operator/posts/${w}-kept`, { token: store.op })).body.data.title).toBe(`${w} Kept`);
  });
});
