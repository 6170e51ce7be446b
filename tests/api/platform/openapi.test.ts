import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { openApiDocument, responseErrors } from "../../support/openapi";

describe("GET /openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await openApiDocument();
    const result = await new Validator().validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect((doc as { openapi?: string }).openapi).toBe("3.1.0");
  });

  it("marks the operations beyond the spec as extensions", async () => {
    const doc = await openApiDocument();
    const ext = (path: string, method: string) => (doc.paths[path]?.[method] as Record<string, unknown> | undefined)?.["x-storefront-extension"];
    expect(ext("/account/login", "post")).toBe(true);
    expect(ext("/account", "get")).toBe(true);
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
    ];
    for (const [method, path, res] of checks) {
      expect({ method, path, status: res.status, errors: await responseErrors(method, path, res) }).toEqual({ method, path, status: res.status, errors: [] });
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
