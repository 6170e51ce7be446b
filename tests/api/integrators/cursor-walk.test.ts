import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bathAddress } from "../../support/guest-checkout";
import { api } from "../../support/http";
import { makeToken } from "../../support/sandbox-engine";
import { createForm, formStore, goodValues, submit, type NewStore } from "../forms/support";

type Page = { data: { id: string }[]; meta: { nextCursor: string | null; total: number; currentPage: number } };

/**
 * Walks a list with `cursor` two rows at a time, calling `between` after each page (which adds rows), and answers the
 * ids in the order seen.
 */
async function walk(path: string, token: string, between: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const separator = path.includes("?") ? "&" : "?";
    const url: string = `${path}${separator}perPage=2${cursor ? `&cursor=${cursor}&page=7` : ""}`;
    const res: { status: number; body: Page } = await api<Page>("GET", url, { token });
    expect({ url, status: res.status }).toEqual({ url, status: 200 });
    seen.push(...res.body.data.map((row: { id: string }) => row.id));
    cursor = res.body.meta.nextCursor;
    if (cursor === null) return seen;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    await between();
  }
  throw new Error(`${path}: the walk did not end in 50 pages`);
}

async function addProduct(store: NewStore, title: string): Promise<string> {
  const res = await api("POST", "/operator/products", {
    token: store.op,
    body: {
      title,
      description: "<p>Roasted.</p>",
      status: "active",
      taxClass: "standard",
      options: [],
      variants: [{ sku: `SKU-${randomUUID().slice(0, 8)}`, options: {}, prices: [{ marketId: store.marketId, amount: 12 }], stock: 50 }],
      images: [],
      collections: [],
      seo: {},
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

/** A guest order in `store`: a cart with one of `productId`, a payment setup, a sandbox Visa, POST /checkout. */
async function guestOrder(store: NewStore, productId: string, email: string): Promise<string> {
  const cartId = (await api("POST", "/carts", { token: store.apiToken })).body.data.id as string;
  expect((await api("POST", `/carts/${cartId}/lines`, { token: store.apiToken, body: { productId, quantity: 1 } })).status).toBe(200);
  const setup = await api("POST", `/carts/${cartId}/payment-setup`, { token: store.apiToken });
  expect(setup.status).toBe(201);
  const identifier = setup.body.identifier as string;
  const token = makeToken({ v: 1, setup: identifier, brand: "visa", last4: "4242", expMonth: 12, expYear: 2040, nonce: randomUUID() });
  const res = await api("POST", "/checkout", {
    token: store.apiToken,
    body: { cartId, email, shippingAddress: bathAddress, payment: { identifier, token } },
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const noRepeats = (ids: string[]) => expect(ids.length).toBe(new Set(ids).size);

describe("cursor walks: every row once while rows are added between pages", { timeout: 240_000 }, () => {
  it("GET /products by each sort, GET /operator/orders, GET /operator/forms/{slug}/submissions; a malformed cursor is 422", async () => {
    const store = await formStore(`Cursor Walk ${randomUUID().slice(0, 8)}`);
    const first: string[] = [];
    for (const title of ["Delta", "Alpha", "Echo", "Charlie", "Bravo"]) first.push(await addProduct(store, title));
    let added = 0;
    const addAnother = async () => {
      first.push(await addProduct(store, `Added ${added++}`));
    };
    for (const sort of ["newest", "name", "price-asc", "featured"]) {
      const before = [...first];
      const seen = await walk(`/products?sort=${sort}`, store.apiToken, addAnother);
      noRepeats(seen);
      // Every product there when the walk began is seen; products added meanwhile may be (after the cursor) or not.
      expect(seen).toEqual(expect.arrayContaining(before));
      expect(seen.every((id) => first.includes(id))).toBe(true);
    }

    const productId = first[0]!;
    const orders: string[] = [];
    for (let i = 0; i < 3; i++) orders.push(await guestOrder(store, productId, `walker-${i}@example.com`));
    const placedBefore = [...orders];
    let more = 0;
    const seenOrders = await walk("/operator/orders", store.op, async () => {
      orders.push(await guestOrder(store, productId, `walker-more-${more++}@example.com`));
    });
    noRepeats(seenOrders);
    // Newest first: orders placed during the walk come before the cursor, so the walk sees exactly the earlier ones.
    expect(seenOrders).toEqual([...placedBefore].reverse());

    await createForm(store);
    const submissions: string[] = [];
    const send = async (email: string) => {
      const res = await submit(store, goodValues(email));
      expect(res.status).toBe(201);
      submissions.push(res.body.data.id as string);
    };
    for (let i = 0; i < 3; i++) await send(`walker-form-${i}@example.com`);
    const sentBefore = [...submissions];
    const seenSubmissions = await walk("/operator/forms/wholesale/submissions", store.op, () => send(`walker-form-more@example.com`));
    noRepeats(seenSubmissions);
    expect(seenSubmissions).toEqual([...sentBefore].reverse());

    for (const [path, token] of [
      ["/products", store.apiToken],
      ["/operator/orders", store.op],
      ["/operator/forms/wholesale/submissions", store.op],
    ] as const)
      for (const cursor of ["not a cursor", Buffer.from("[1]").toString("base64url"), Buffer.from("{}").toString("base64url"), "%00"]) {
        const res = await api("GET", `${path}?cursor=${encodeURIComponent(cursor)}`, { token });
        expect({ path, cursor, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
          path,
          cursor,
          status: 422,
          fields: ["cursor"],
        });
      }

    // By page, the answer says where a cursor walk would go on; the last page says nothing follows.
    const byPage = await api<Page>("GET", "/operator/orders?perPage=100", { token: store.op });
    expect(byPage.body.meta).toMatchObject({ currentPage: 1, nextCursor: null, total: orders.length });
    const firstPage = await api<Page>("GET", "/operator/orders?perPage=1", { token: store.op });
    expect(firstPage.body.meta.nextCursor).toEqual(expect.any(String));
  });
});
