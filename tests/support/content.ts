import { seedId } from "../../db/seed/ids";
import { slugOf } from "./fixtures";

/** Seeded record ids (the seed derives them from the tenant slug; "demo" is the file's own store), to check results belong to the caller's tenant. */
export const seeded = {
  product: (store: "demo" | "other", key: string) => seedId(slugOf(store), "product", key),
  collection: (store: "demo" | "other", key: string) => seedId(slugOf(store), "collection", key),
  event: (store: "demo" | "other", slug: string) => seedId(slugOf(store), "event", slug),
  image: (store: "demo" | "other", ...parts: string[]) => seedId(slugOf(store), "image", ...parts),
  market: (store: "demo" | "other", key: "gb" | "eu" | "us") => seedId(slugOf(store), "market", key),
};

export const microsIso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
export const secondsIso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

import { expect } from "vitest";
import { fixtures } from "./fixtures";
import { api, loginAs } from "./http";
import { forge } from "./tokens";

/** A storefront operation needs an API token: none, a garbage one, a customer's account token, a forged one → 401. */
export async function expectApiTokenRequired(method: string, path: string): Promise<void> {
  const account = await loginAs(fixtures().demo.customers[0]!);
  const now = Math.floor(Date.now() / 1000);
  const forged = await forge("api", { sub: fixtures().demo.tenantId }, { key: new Uint8Array(32), exp: now + 600 });
  const cases: Record<string, string | null> = { missing: null, garbage: "not-a-jwt", accountToken: account, forgedKey: forged };
  for (const [name, token] of Object.entries(cases)) {
    const res = await api(method, path, { token });
    expect({ name, status: res.status, body: res.body }).toEqual({
      name,
      status: 401,
      body: { message: "Unauthenticated.", code: "unauthenticated" },
    });
  }
}
