import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

describe("HTTP plumbing", () => {
  it("GET /api/health checks the database", async () => {
    const res = await api("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: fixtures().databaseMode === "postgres" ? "pg" : "pglite" });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await api("POST", "/account/login", { token: fixtures().demo.apiToken, rawBody: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The request body is not valid JSON.", code: "invalid_json" });
  });

  it("answers a body over 64 KiB with 413", async () => {
    const res = await api("POST", "/account/login", {
      token: fixtures().demo.apiToken,
      body: { email: "a@example.com", password: "x".repeat(70 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it("answers a path with broken percent-encoding with JSON 400, whatever the size of the body", async () => {
    for (const rawBody of [undefined, JSON.stringify({ title: "x".repeat(70 * 1024) })]) {
      const res = await api("POST", "/account/orders/%/buy-again", { token: fixtures().demo.apiToken, rawBody });
      expect(res.status, `body of ${rawBody?.length ?? 0} bytes`).toBe(400);
      expect(res.body).toEqual({ message: "The request path is not valid (malformed percent-encoding).", code: "malformed_path" });
    }
  });

  it("answers /api/v1 itself with the API's JSON 404", async () => {
    const res = await api("GET", "/api/v1");
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/could not be found/);
  });

  it("answers unknown routes under /api/v1 with JSON 404", async () => {
    const res = await api("GET", "/no/such/route");
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/could not be found/);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("answers unsupported methods with JSON 405 and Allow", async () => {
    const res = await api("DELETE", "/account/login", { token: fixtures().demo.apiToken });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(res.body.message).toMatch(/not supported/);
  });

  it("puts a request id on every response and echoes a valid incoming one", async () => {
    const generated = await api("GET", "/no/such/route");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await api("GET", "/api/health", { headers: { "x-request-id": "trace-12345678" } });
    expect(echoed.headers.get("x-request-id")).toBe("trace-12345678");
  });
});
