import type { Page } from "@playwright/test";
import { operatorToken } from "../tests/support/operator-tokens";
import { openDemoStore, type NewStore } from "./support/new-store";
import { expect, fixtures, test } from "./support/storefront";

// Cached pages: the public pages' bodies are rendered once ("use cache", lib/storefront/page-cache.ts)
// and expire by tag when an operator edits what they show. Each cached body stamps when it was rendered
// (<meta name="storefront-rendered-at">): the same stamp on a second load means the page came from the cache.
// The flows edit a store of their own (loaded with the demo data, on its own host name), so nothing else expires
// its pages between two loads.

const renderedAt = /<meta name="storefront-rendered-at" content="([^"]+)"/;
let store: NewStore;

test.beforeAll(async () => {
  store = await openDemoStore("Cached Pages");
});

/** The page's HTML as the server sent it (the browser resolves the store's *.localhost host name). */
async function load(page: Page, path: string): Promise<{ html: string; stamp: string }> {
  const res = await page.goto(`${store.url}${path}`);
  expect(res?.status(), path).toBe(200);
  const html = (await res?.text()) ?? "";
  const stamp = renderedAt.exec(html)?.[1];
  expect(stamp, `${path} has no render stamp`).toBeDefined();
  return { html, stamp: stamp! };
}

const cases = [
  { name: "home", page: "/", edit: "/api/v1/operator/collections/brewing-gear", field: "description" },
  { name: "product", page: "/products/kenya-nyeri", edit: "/api/v1/operator/products/kenya-nyeri", field: "description" },
  {
    name: "blog post",
    page: "/blog/a-beginners-guide-to-loose-leaf-tea",
    edit: "/api/v1/operator/posts/a-beginners-guide-to-loose-leaf-tea",
    field: "excerpt",
  },
] as const;

test.describe("cached pages", () => {
  for (const c of cases) {
    test(`the ${c.name} page is served from the cache and shows an operator's edit on the next load`, async ({ page }) => {
      const headers = { authorization: `Bearer ${await operatorToken(store.tenantId)}` };
      const first = await load(page, c.page);
      const second = await load(page, c.page);
      expect(second.stamp, "a second load renders the page again instead of serving it from the cache").toBe(first.stamp);

      // The first load after the edit shows it: no waiting, no second try.
      const marker = `Edited by the operator ${c.name}`;
      const edited = await page.request.patch(`${fixtures().baseUrl}${c.edit}`, {
        headers,
        data: { [c.field]: c.field === "description" ? `<p>${marker}</p>` : marker },
      });
      expect(edited.status()).toBe(200);
      const after = await load(page, c.page);
      expect(after.html).toContain(marker);
      expect(after.stamp).not.toBe(first.stamp);
      // And the new rendering is cached in turn.
      const again = await load(page, c.page);
      expect(again.stamp, "the edited page is rendered again on every load instead of being cached").toBe(after.stamp);
    });
  }
});
