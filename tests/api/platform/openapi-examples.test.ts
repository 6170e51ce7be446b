import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operationList } from "@/lib/api/registry";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { openApiDocument } from "../../support/openapi";
import { operations, pathOf } from "../../support/operations";
import { operatorToken } from "../../support/operator-tokens";

/**
 * The document's examples come from the demo store: `UPDATE_OPENAPI_EXAMPLES=1 npm test -- --only=api
 * tests/api/platform/openapi-examples.test.ts` calls every operation with its sample input (as alice, on the
 * test run's fresh database) and writes what it answered to lib/api/examples.json; the document attaches
 * each to its operation. Without the variable the test checks that every operation has its examples.
 */
const examplesFile = path.resolve(import.meta.dirname, "../../../lib/api/examples.json");
const update = process.env.UPDATE_OPENAPI_EXAMPLES === "1";

/** Tokens are replaced (examples show shapes, not credentials), and the test server's address by the default APP_URL. */
function redact(value: unknown): unknown {
  if (typeof value === "string")
    return /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/.test(value)
      ? "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJleGFtcGxlIn0.c2lnbmF0dXJl"
      : value.replaceAll(fixtures().baseUrl, "http://localhost:3000");
  if (Array.isArray(value)) return value.slice(0, 2).map(redact);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v)]));
  return value;
}

describe("OpenAPI examples from the demo store", () => {
  it.runIf(update)("records one example per operation", { timeout: 120_000 }, async () => {
    const demo = fixtures().demo;
    const alice = demo.customers[0]!;
    const login = await api("POST", "/account/login", { token: demo.apiToken, body: alice });
    const accountToken = login.body.token as string;
    // Carts (shopper) take the API token here: a guest cart.
    const tokens = { api: demo.apiToken, account: accountToken, operator: await operatorToken(demo.tenantId), shopper: demo.apiToken };
    const out: Record<string, unknown> = {};
    // Reads first, then writes, and the token's own logout last.
    const ordered = [...operations].sort(
      (a, b) => Number(a.writes) - Number(b.writes) + (a.operationId === "logout" ? 1 : 0) - (b.operationId === "logout" ? 1 : 0),
    );
    for (const op of ordered) {
      const body = op.operationId === "login" ? { email: alice.email, password: alice.password } : op.body;
      const params = op.params(alice);
      const res = await api(op.method, pathOf(op, alice, params), { token: tokens[op.auth], body });
      out[op.operationId] = {
        ...(Object.keys(params).length ? { params } : {}),
        ...(op.query ? { query: op.query } : {}),
        ...(body !== undefined ? { body } : {}),
        status: res.status,
        response: redact(res.body),
      };
    }
    writeFileSync(examplesFile, `${JSON.stringify(out, null, 2)}\n`);
  });

  it("every operation with JSON in or out shows an example of each", async () => {
    const doc = (await openApiDocument()) as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { example?: unknown }[];
            requestBody?: { content: Record<string, { example?: unknown }> };
            responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
          }
        >
      >;
    };
    const missing: string[] = [];
    for (const op of operationList) {
      if (op.token === "public") continue;
      // A file answered (the product CSV), no JSON sent: nothing JSON to show.
      if (op.contentType && !op.body) continue;
      const entry = doc.paths[op.path]?.[op.method.toLowerCase()];
      if (!entry) continue;
      if ((entry.parameters ?? []).some((p) => p.example === undefined && !("required" in p && p.required === false)))
        missing.push(`${op.operationId} parameters`);
      const requestBody = entry.requestBody?.content["application/json"] ?? entry.requestBody?.content["multipart/form-data"];
      if (entry.requestBody && requestBody?.example === undefined) missing.push(`${op.operationId} request body`);
      const withExample = Object.values(entry.responses).filter((r) => r.content?.["application/json"]?.example !== undefined);
      if (withExample.length === 0) missing.push(`${op.operationId} response`);
    }
    expect(missing).toEqual([]);
  });
});
