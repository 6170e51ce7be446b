import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { openApiDocument, responseErrors } from "../../support/openapi";

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await openApiDocument();
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((doc as { openapi?: string }).openapi).toBe("3.1.0");
  });

  it("marks the operations beyond the spec as extensions", async () => {
    const doc = await openApiDocument();
    const ext = (path: string, method: string) =>
      (doc.paths[path]?.[method] as Record<string, unknown> | undefined)?.["x-storefront-extension"];
    expect(ext("/account/login", "post")).toBe(true);
    expect(ext("/account", "get")).toBe(true);
  });

  it("declares the guest order's X-Order-Token header, so a generated client sends it typed", async () => {
    const doc = await openApiDocument();
    const parameters = (doc.paths["/orders/{orderId}"]?.get as { parameters?: { name: string; in: string; required?: boolean }[] })
      .parameters;
    expect(parameters?.find((p) => p.name === "X-Order-Token")).toMatchObject({ in: "header", required: true });
  });

  it("describes real responses", async () => {
    const demo = fixtures().demo;
    const customer = customerFor("account-extensions");
    const token = await loginAs(customer);
    const checks: [string, string, Awaited<ReturnType<typeof api>>][] = [
      ["POST", "/account/login", await api("POST", "/account/login", { token: demo.apiToken, body: customer })],
      ["POST", "/account/login", await api("POST", "/account/login", { token: demo.apiToken, body: {} })],
      ["POST", "/account/login", await api("POST", "/account/login", { body: customer })],
      ["GET", "/account", await api("GET", "/account", { token })],
      ["GET", "/account", await api("GET", "/account")],
      ["GET", "/account/addresses", await api("GET", "/account/addresses", { token })],
      ["POST", "/account/addresses", await api("POST", "/account/addresses", { token, body: { firstName: "" } })],
      ["DELETE", "/account/addresses/{address}", await api("DELETE", "/account/addresses/00000000-0000-4000-8000-000000000000", { token })],
      ["GET", "/account/subscriptions", await api("GET", "/account/subscriptions", { token })],
      [
        "POST",
        "/account/subscriptions/{subscriptionId}/cancel",
        await api("POST", "/account/subscriptions/not-a-subscription/cancel", { token }),
      ],
      ["GET", "/account/orders", await api("GET", "/account/orders", { token })],
      ["GET", "/account/orders", await api("GET", "/account/orders?page=0", { token })],
      ["POST", "/account/orders/{orderId}/buy-again", await api("POST", "/account/orders/SF-0000/buy-again", { token })],
      ["GET", "/account/cart", await api("GET", "/account/cart", { token })],
      ["GET", "/account/rewards/points-history", await api("GET", "/account/rewards/points-history?perPage=5", { token })],
      ["GET", "/account/payments/methods", await api("GET", "/account/payments/methods", { token })],
      ["POST", "/account/payments/{gateway}/setup", await api("POST", "/account/payments/sandbox/setup", { token, body: {} })],
      ["POST", "/account/payments/{gateway}/setup", await api("POST", "/account/payments/nope/setup", { token, body: {} })],
      ["POST", "/messages", await api("POST", "/messages", { token: demo.apiToken, body: { name: "No email" } })],
      [
        "POST",
        "/account/password",
        await api("POST", "/account/password", { token: demo.apiToken, body: { email: "nobody@example.com" } }),
      ],
      ["GET", "/cms/pages", await api("GET", "/cms/pages", { token: demo.apiToken })],
      ["GET", "/cms/pages/{pageSlug}", await api("GET", "/cms/pages/about-us", { token: demo.apiToken })],
      ["GET", "/cms/pages/{pageSlug}", await api("GET", "/cms/pages/winter-sale-preview", { token: demo.apiToken })],
      ["GET", "/cms/posts", await api("GET", "/cms/posts?perPage=2", { token: demo.apiToken })],
      ["GET", "/cms/posts/{slug}", await api("GET", "/cms/posts/meet-the-roasters", { token: demo.apiToken })],
      ["GET", "/cms/posts/{slug}", await api("GET", "/cms/posts/unreleased-spring-menu", { token: demo.apiToken })],
      ["GET", "/search", await api("GET", "/search?q=coffee", { token: demo.apiToken })],
      ["GET", "/search", await api("GET", "/search?q=", { token: demo.apiToken })],
      ["GET", "/market", await api("GET", "/market", { token: demo.apiToken, headers: { "x-forwarded-for": "81.2.69.142" } })],
      ["GET", "/market", await api("GET", "/market", { token })],
      [
        "POST",
        "/account/password/reset",
        await api("POST", "/account/password/reset", {
          token: demo.apiToken,
          body: { email: "nobody@example.com", token: "x", password: "long-enough-1" },
        }),
      ],
    ];
    for (const [method, path, res] of checks) {
      expect({ method, path, status: res.status, errors: await responseErrors(method, path, res) }).toEqual({
        method,
        path,
        status: res.status,
        errors: [],
      });
    }
  });
});

describe("GET /docs/api", () => {
  it("renders a readable reference of every operation", async () => {
    const res = await api("GET", `${fixtures().baseUrl}/docs/api`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.text).toContain("/account/login");
    expect(res.text).toContain("extension");
  });
});
