import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { picture, upload } from "../media/support";
import { newStore, type NewStore } from "../settings/support";

// A product's images in order and a variant's image, on stores of their own: POST/PATCH /operator/products `images`
// and `variants[].image`, the operator's and the shopper's reads, the store's own media only, alt text to publish.

type Market = { id: string; primary: boolean };
type Image = { id?: string; url: string; path: string; alt: string };

let store: NewStore;
let other: NewStore;
let gb: Market;

beforeAll(async () => {
  [store, other] = await Promise.all([
    newStore(["--country", "GB"], `Images ${randomUUID().slice(0, 8)}`),
    newStore(["--country", "GB"], `Other images ${randomUUID().slice(0, 8)}`),
  ]);
  gb = ((await api("GET", "/operator/markets", { token: store.op })).body.data as Market[]).find((m) => m.primary)!;
}, 120_000);

const marker = () => `pi${randomUUID().replaceAll("-", "").slice(0, 10)}`;

/** Uploads a picture to `owner`'s library and answers its media id. */
async function media(owner: NewStore, alt?: string, width = 320): Promise<string> {
  const res = await upload(owner.op, { bytes: await picture("png", width, 240), name: "photo.png", type: "image/png" }, { alt });
  expect(res.status).toBe(201);
  return (res.body as { data: { id: string } }).data.id;
}

const create = (body: unknown) => api("POST", "/operator/products", { token: store.op, body });
const patch = (slug: string, body: unknown) => api("PATCH", `/operator/products/${slug}`, { token: store.op, body });
const operatorRead = (slug: string) => api("GET", `/operator/products/${slug}`, { token: store.op });
const publicRead = (slug: string) => api("GET", `/products/${slug}`, { token: store.apiToken });
const ids = (images: Image[]) => images.map((i) => i.id);
/** The media id a public image's path names (/media/{id}). */
const mediaOf = (image: Image | null | undefined) => image?.path.split("/")[2] ?? null;

const mug = (word: string, extra: Record<string, unknown> = {}) => ({
  title: `Mug ${word}`,
  status: "active",
  variants: [{ sku: `MUG-${word}`, prices: [{ marketId: gb.id, amount: 12 }], stock: 5 }],
  ...extra,
});

const shirt = (word: string, images: string[], variantImages: (string | null | undefined)[], extra: Record<string, unknown> = {}) => ({
  title: `Shirt ${word}`,
  status: "active",
  options: [{ name: "Colour", values: ["Red", "Blue", "Green"] }],
  variants: ["Red", "Blue", "Green"].map((colour, i) => ({
    sku: `${word}-${colour}`,
    options: { Colour: colour },
    prices: [{ marketId: gb.id, amount: 20 }],
    stock: 2,
    ...(variantImages[i] === undefined ? {} : { image: variantImages[i] }),
  })),
  images,
  ...extra,
});

describe("product images", { timeout: 120_000 }, () => {
  it("keeps every image in the order given; the operator's and the shopper's reads answer them in that order", async () => {
    const word = marker();
    const [a, b, c, d] = await Promise.all([media(store, "Front"), media(store, "Back"), media(store, "Side"), media(store, "Detail")]);
    const made = await create(mug(word, { images: [c, a, d, b] }));
    expect(made.status).toBe(201);
    expect(made.body.data.images).toEqual([
      { id: c, url: expect.stringMatching(/^https?:\/\//), path: `/media/${c}`, alt: "Side" },
      { id: a, url: expect.any(String), path: `/media/${a}`, alt: "Front" },
      { id: d, url: expect.any(String), path: `/media/${d}`, alt: "Detail" },
      { id: b, url: expect.any(String), path: `/media/${b}`, alt: "Back" },
    ]);
    expect(ids((await operatorRead(made.body.data.slug)).body.data.images)).toEqual([c, a, d, b]);
    const page = (await publicRead(made.body.data.slug)).body.data;
    expect(page.images.map(mediaOf)).toEqual([c, a, d, b]);
    expect(page.images.map((i: Image) => i.alt)).toEqual(["Side", "Front", "Detail", "Back"]);
    expect(page.images[0].url).toMatch(/^https?:\/\/.+\/media\//);
    // Cards keep one image: the first.
    expect(mediaOf(page.image)).toBe(c);
    const list = (await api("GET", `/products?q=${word}`, { token: store.apiToken })).body.data as { slug: string; image: Image }[];
    expect(list.map((p) => [p.slug, mediaOf(p.image)])).toEqual([[made.body.data.slug, c]]);
  });

  it("PATCH images replaces the whole list (reorders, drops, adds); absent keeps it; [] removes them all", async () => {
    const word = marker();
    const [a, b, c] = await Promise.all([media(store, "One"), media(store, "Two"), media(store, "Three")]);
    const { slug } = (await create(mug(word, { images: [a, b] }))).body.data;
    const reordered = await patch(slug, { images: [b, a] });
    expect(reordered.status).toBe(200);
    expect(ids(reordered.body.data.images)).toEqual([b, a]);
    expect(ids((await patch(slug, { images: [c, b] })).body.data.images)).toEqual([c, b]);
    const kept = await patch(slug, { title: `Mug ${word} renamed` });
    expect(ids(kept.body.data.images)).toEqual([c, b]);
    expect((await publicRead(slug)).body.data.images.map(mediaOf)).toEqual([c, b]);
    const cleared = await patch(slug, { images: [] });
    expect(cleared.body.data.images).toEqual([]);
    const page = (await publicRead(slug)).body.data;
    expect([page.images, page.image]).toEqual([[], null]);
  });

  it("answers each variant's image; a variant's image must be one of the product's", async () => {
    const word = marker();
    const [red, blue, extra] = await Promise.all([media(store, "Red shirt"), media(store, "Blue shirt"), media(store, "Folded")]);
    const made = await create(shirt(word, [extra, red, blue], [red, blue, null]));
    expect(made.status).toBe(201);
    const { slug } = made.body.data;
    const variants = (await publicRead(slug)).body.data.variants as { options: { Colour: string }; image: Image | null }[];
    expect(variants.map((v) => [v.options.Colour, mediaOf(v.image), v.image?.alt ?? null])).toEqual([
      ["Red", red, "Red shirt"],
      ["Blue", blue, "Blue shirt"],
      ["Green", null, null],
    ]);

    // Not among the product's images (another of the store's, another store's, none at all): 422 naming the variant.
    const loose = await media(store, "Loose");
    const foreign = await media(other, "Theirs");
    for (const image of [loose, foreign, randomUUID()]) {
      const res = await create(shirt(marker(), [red], [red, image, null]));
      expect([res.status, res.body.code, Object.keys(res.body.errors ?? {})]).toEqual([422, "unknown_image", ["variants.1.image"]]);
    }
    const refused = await patch(slug, shirt(word, [], [null, null, red], { title: undefined, status: undefined }));
    expect([refused.status, Object.keys(refused.body.errors ?? {})]).toEqual([422, ["variants.2.image"]]);

    // Variants given without `image` keep theirs; dropping an image from the product takes it off its variant.
    const rewritten = await patch(slug, { options: shirt(word, [], []).options, variants: shirt(word, [], []).variants });
    expect(rewritten.status).toBe(200);
    const again = (await publicRead(slug)).body.data.variants as { image: Image | null }[];
    expect(again.map((v) => mediaOf(v.image))).toEqual([red, blue, null]);
    expect((await patch(slug, { images: [extra, red] })).status).toBe(200);
    const after = (await publicRead(slug)).body.data.variants as { image: Image | null }[];
    expect(after.map((v) => mediaOf(v.image))).toEqual([red, null, null]);
    // A variant's image moves with the images set in the same request.
    const moved = await patch(slug, {
      ...shirt(word, [], [null, blue, extra], { title: undefined, status: undefined }),
      images: [blue, extra],
    });
    expect(moved.status).toBe(200);
    const last = (await publicRead(slug)).body.data.variants as { image: Image | null }[];
    expect(last.map((v) => mediaOf(v.image))).toEqual([null, blue, extra]);
  });

  it("refuses another store's media id and an unknown one with 422 unknown_image, nothing changed", async () => {
    const word = marker();
    const own = await media(store, "Ours");
    const foreign = await media(other, "Theirs");
    for (const images of [[own, foreign], [randomUUID()]]) {
      const res = await create(mug(word, { images }));
      expect([res.status, res.body.code]).toEqual([422, "unknown_image"]);
      expect(Object.keys(res.body.errors)).toEqual([`images.${images.length - 1}`]);
    }
    expect((await operatorRead(`mug-${word}`)).status).toBe(404);
    const { slug } = (await create(mug(word, { images: [own] }))).body.data;
    const res = await patch(slug, { images: [foreign, own] });
    expect([res.status, res.body.code, Object.keys(res.body.errors)]).toEqual([422, "unknown_image", ["images.0"]]);
    expect(ids((await operatorRead(slug)).body.data.images)).toEqual([own]);
    const bad = await patch(slug, { images: ["not-an-id"] });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ["images.0"]]);
  });

  it("an active product's images need alt text: 422 naming the image; a draft may have none until it is published", async () => {
    const word = marker();
    const [described, bare] = await Promise.all([media(store, "Described"), media(store)]);
    const refused = await create(mug(word, { images: [described, bare] }));
    expect([refused.status, refused.body.code, Object.keys(refused.body.errors)]).toEqual([422, "image_alt_required", ["images.1"]]);
    expect((await operatorRead(`mug-${word}`)).status).toBe(404);

    const draft = await create(mug(word, { status: "draft", images: [described, bare] }));
    expect(draft.status).toBe(201);
    const { slug } = draft.body.data;
    const publish = await patch(slug, { status: "active" });
    expect([publish.status, publish.body.code, Object.keys(publish.body.errors)]).toEqual([422, "image_alt_required", ["images.1"]]);
    expect((await operatorRead(slug)).body.data.status).toBe("draft");
    expect((await api("PATCH", `/operator/media/${bare}`, { token: store.op, body: { alt: "Now described" } })).status).toBe(200);
    const published = await patch(slug, { status: "active" });
    expect(published.status).toBe(200);
    expect(published.body.data.images.map((i: Image) => i.alt)).toEqual(["Described", "Now described"]);
    expect((await publicRead(slug)).body.data.images.map((i: Image) => i.alt)).toEqual(["Described", "Now described"]);
    // Adding an image without alt text to an active product is refused too, the images unchanged.
    const another = await media(store, "");
    const added = await patch(slug, { images: [described, bare, another] });
    expect([added.status, Object.keys(added.body.errors)]).toEqual([422, ["images.2"]]);
    expect(ids((await operatorRead(slug)).body.data.images)).toEqual([described, bare]);
  });

  it("takes at most 20 images, each once", async () => {
    const word = marker();
    const one = await media(store, "One");
    const twice = await create(mug(word, { images: [one, one] }));
    expect([twice.status, Object.keys(twice.body.errors)]).toEqual([422, ["images"]]);
    const many = await create(mug(word, { images: Array.from({ length: 21 }, () => randomUUID()) }));
    expect([many.status, Object.keys(many.body.errors)]).toEqual([422, ["images"]]);
  });
});
