import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { seedId } from "../../../db/seed/ids";
import { demoId } from "../../support/account";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { newStaff, newStore, type NewStore } from "../settings/support";

// Collections authoring on a store of its own (loaded with --demo): POST /operator/collections,
// GET/PATCH/DELETE /operator/collections/{slug}, seen through the storefront's reads.

let store: NewStore;
let teaImage: string;

beforeAll(async () => {
  store = await newStore(["--demo"], `Collections ${randomUUID().slice(0, 8)}`);
  teaImage = seedId(store.slug, "image", "collection", "tea");
}, 120_000);

const word = () => `zq${randomUUID().replaceAll("-", "").slice(0, 8)}`;
const create = (body: unknown, token = store.op) => api("POST", "/operator/collections", { token, body });
const patch = (slug: string, body: unknown, token = store.op) => api("PATCH", `/operator/collections/${slug}`, { token, body });
const productsIn = async (slug: string) => {
  const res = await api("GET", `/products?collection=${slug}&perPage=100`, { token: store.apiToken });
  return res.status === 200 ? (res.body.data as { slug: string }[]).map((p) => p.slug).sort() : res.status;
};

describe("operator collections: POST, GET, PATCH, DELETE", { timeout: 120_000 }, () => {
  it("adds a collection with its image and products, shown at once by the storefront; edits and removes it, its products stay", async () => {
    const w = word();
    // Warm the cached reads: the writes must drop them.
    expect(await productsIn(`${w}-picks`)).toBe(404);
    const made = await create({
      title: `${w} Picks`,
      description: "<p>Our favourites.</p><script>x()</script>",
      image: teaImage,
      products: ["burr-grinder", "ceramic-dripper"],
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      slug: `${w}-picks`,
      title: `${w} Picks`,
      description: "<p>Our favourites.</p>",
      status: "active",
      image: { id: teaImage },
      products: ["burr-grinder", "ceramic-dripper"],
      productCount: 2,
    });
    expect(await api("GET", `/operator/collections/${w}-picks`, { token: store.op })).toMatchObject({
      status: 200,
      body: { data: made.body.data },
    });
    expect(await productsIn(`${w}-picks`)).toEqual(["burr-grinder", "ceramic-dripper"]);
    const shown = await api("GET", `/collections/${w}-picks`, { token: store.apiToken });
    expect(shown.body.data).toMatchObject({ title: `${w} Picks`, productCount: 2 });
    expect(shown.body.data.image.path).toMatch(/tea/);
    const listed = (await api("GET", "/collections", { token: store.apiToken })).body.data as { slug: string }[];
    expect(listed.map((c) => c.slug)).toContain(`${w}-picks`);

    // PATCH: products replaced, image removed, renamed.
    const changed = await patch(`${w}-picks`, { products: ["burr-grinder"], image: null, slug: `${w}-best`, title: `${w} Best` });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ slug: `${w}-best`, image: null, products: ["burr-grinder"], productCount: 1 });
    expect(await productsIn(`${w}-picks`)).toBe(404);
    expect(await productsIn(`${w}-best`)).toEqual(["burr-grinder"]);

    // DELETE: the collection goes, its products stay.
    expect(await api("DELETE", `/operator/collections/${w}-best`, { token: store.op })).toMatchObject({
      status: 200,
      body: { message: "Collection deleted." },
    });
    expect((await api("GET", `/collections/${w}-best`, { token: store.apiToken })).status).toBe(404);
    expect((await api("GET", `/operator/collections/${w}-best`, { token: store.op })).status).toBe(404);
    expect((await api("GET", "/products/burr-grinder", { token: store.apiToken })).status).toBe(200);
    expect((await api("DELETE", `/operator/collections/${w}-best`, { token: store.op })).status).toBe(404);
  });

  it("derives a free slug; a taken slug → 409 slug_taken; an unknown product or another store's image → 422; nothing written", async () => {
    const w = word();
    const first = await create({ title: `${w} Sale`, status: "draft" });
    const second = await create({ title: `${w} Sale`, status: "draft" });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.slug).toBe(`${w}-sale-2`);
    expect(await create({ title: "Another", slug: `${w}-sale` })).toMatchObject({ status: 409, body: { code: "slug_taken" } });
    expect(await patch(`${w}-sale-2`, { slug: `${w}-sale` })).toMatchObject({ status: 409, body: { code: "slug_taken" } });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ products: ["burr-grinder", "no-such-product"] }, "products.1", "unknown_product"],
      [{ image: demoId("image", "collection", "tea") }, "image", "unknown_image"],
      [{ image: "not-an-id" }, "image", "validation_failed"],
      [{ slug: "Not A Slug" }, "slug", "validation_failed"],
      [{ status: "archived" }, "status", "validation_failed"],
    ];
    for (const [extra, field, code] of refusals) {
      const res = await create({ title: `${w} Refused`, ...extra });
      expect({ field, status: res.status, code: res.body.code }).toEqual({ field, status: 422, code });
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
      // The same refusals on an edit change nothing.
      const edit = await patch(`${w}-sale`, { title: "Changed", ...extra });
      expect({ field, status: edit.status }).toEqual({ field, status: 422 });
    }
    const mine = (await api("GET", "/operator/collections", { token: store.op })).body.data as { slug: string; title: string }[];
    expect(mine.filter((c) => c.slug.startsWith(w)).map((c) => [c.slug, c.title])).toEqual([
      [`${w}-sale`, `${w} Sale`],
      [`${w}-sale-2`, `${w} Sale`],
    ]);
  });

  it("is owners' only (staff 403 owner_only, reads allowed); another store's operator gets 404", async () => {
    const w = word();
    const made = (await create({ title: `${w} Owners` })).body.data;
    const staff = await newStaff(store, "staff");
    const refused = { status: 403, body: { code: "owner_only" } };
    expect(await create({ title: `${w} Staff` }, staff.token)).toMatchObject(refused);
    expect(await patch(made.slug, { title: "Staff was here" }, staff.token)).toMatchObject(refused);
    expect(await api("DELETE", `/operator/collections/${made.slug}`, { token: staff.token })).toMatchObject(refused);
    expect((await api("GET", `/operator/collections/${made.slug}`, { token: staff.token })).status).toBe(200);
    const theirs = await operatorToken(fixtures().other.tenantId);
    expect(await patch(made.slug, { title: "Taken over" }, theirs)).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(await api("DELETE", `/operator/collections/${made.slug}`, { token: theirs })).toMatchObject({ status: 404 });
    expect((await api("GET", `/operator/collections/${made.slug}`, { token: store.op })).body.data).toEqual(made);
  });
});
