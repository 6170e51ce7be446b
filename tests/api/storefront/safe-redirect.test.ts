import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { browser, redirectTarget, signInStorefront, type Browser } from "../../support/storefront-session";

// /login?callbackUrl=/%09/evil.example must not send the signed-in shopper to http://evil.example/ (browsers drop
// the tab: //evil.example). The callback URL is resolved against the store's origin.
const hostile = [
  "/%09/evil.example",
  "/\t/evil.example",
  "/\\evil.example",
  "//evil.example",
  "/%5Cevil.example",
  "/%2F/evil.example",
  "/.//evil.example",
  "javascript:alert(1)",
  "https://evil.example/account",
  "http:evil.example",
];

let signedIn: Browser;
beforeAll(async () => {
  signedIn = await signInStorefront(fixtures().seededDemo.customers[0]!);
});

function landsOnStore(target: string | undefined, path: string) {
  expect(target).toBeDefined();
  const resolved = new URL(target!, fixtures().baseUrl);
  expect(resolved.origin).toBe(new URL(fixtures().baseUrl).origin);
  expect(`${resolved.pathname}${resolved.search}`).toBe(path);
}

describe("callbackUrl after sign-in stays on the store", () => {
  for (const page of ["/login", "/register"]) {
    it(`${page}: a signed-in shopper is sent to /account for every hostile callbackUrl`, async () => {
      for (const value of hostile) {
        const res = await signedIn.get(`${page}?callbackUrl=${encodeURIComponent(value)}`);
        const target = redirectTarget(res);
        landsOnStore(target, "/account");
        expect(target, value).not.toMatch(/evil|javascript/i);
      }
    });

    it(`${page}: a same-store path is kept`, async () => {
      const res = await signedIn.get(`${page}?callbackUrl=${encodeURIComponent("/account/orders?page=2")}`);
      landsOnStore(redirectTarget(res), "/account/orders?page=2");
    });

    it(`${page}: a signed-out shopper's form is given /account, not the hostile value`, async () => {
      const res = await browser().get(`${page}?callbackUrl=${encodeURIComponent("/%09/evil.example")}`);
      expect(res.status).toBe(200);
      // The form component's props in the page's payload: {"callbackUrl":"/account"} (JSON inside a JS string).
      const props = [...res.bodyText.matchAll(/\\?"callbackUrl\\?":\\?"([^"\\]*)/g)].map((m) => m[1]);
      expect(props.length).toBeGreaterThan(0);
      expect(new Set(props)).toEqual(new Set(["/account"]));
    });
  }
});
