import http from "node:http";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { operationList } from "@/lib/api/registry";
import { operations, pathOf, type Auth } from "../../support/operations";

// The body's Content-Type counts: JSON sent as text/plain must not change the profile. An operation that reads a JSON
// body answers 415 {message} to a body of any other type, before anything is read, counted or stored; application/json
// with parameters and the +json types pass, and no body at all is still fine.
const demo = () => fixtures().demo;
const refusal = { message: "The request body must be JSON, sent with Content-Type: application/json.", code: "unsupported_media_type" };
let account: { token: string; email: string };

/** A request with a body and no Content-Type header at all (fetch would add text/plain). */
function withoutContentType(method: string, path: string, token: string, body: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${fixtures().baseUrl}/api/v1${path}`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: { authorization: `Bearer ${token}`, accept: "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.on("data", (d: Buffer) => (text += d.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : undefined }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  const email = `content-type-${randomUUID()}@example.net`;
  const res = await api("POST", "/account/register", {
    token: demo().apiToken,
    body: { email, password: "Content-pass-42", firstName: "Before", lastName: "Change" },
  });
  expect(res.status).toBe(201);
  account = { token: res.body.token as string, email };
});

describe("JSON operations refuse other body types with 415", () => {
  it("PATCH /account with JSON sent as text/plain, a form or no type: 415, and the profile is unchanged", async () => {
    const json = JSON.stringify({ firstName: "Changed" });
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      "application/json-patch",
    ]) {
      const res = await api("PATCH", "/account", { token: account.token, rawBody: json, headers: { "content-type": type } });
      expect({ type, status: res.status, body: res.body }).toEqual({ type, status: 415, body: refusal });
    }
    expect(await withoutContentType("PATCH", "/account", account.token, json)).toEqual({ status: 415, body: refusal });
    const profile = await api("GET", "/account", { token: account.token });
    expect(profile.body.data.firstName).toBe("Before");
  });

  it("application/json with parameters, in any case, and the +json types pass", async () => {
    const types = [
      "application/json",
      "application/json; charset=utf-8",
      "Application/JSON;charset=UTF-8",
      "application/merge-patch+json",
      "application/vnd.api+json",
    ];
    for (const [i, type] of types.entries()) {
      const res = await api("PATCH", "/account", {
        token: account.token,
        rawBody: JSON.stringify({ firstName: `Name${i}` }),
        headers: { "content-type": type },
      });
      expect({ type, status: res.status }).toEqual({ type, status: 200 });
      expect(res.body.data.firstName).toBe(`Name${i}`);
    }
  });

  it("no body at all needs no Content-Type (POST /carts, a body-optional operation)", async () => {
    const res = await api("POST", "/carts", { token: demo().apiToken });
    expect(res.status).toBe(201);
  });

  it("a 415 is not remembered under its Idempotency-Key: the retry with the right type runs", async () => {
    const key = randomUUID();
    const cart = (await api("POST", "/carts", { token: account.token })).body.data as { id: string };
    const line = JSON.stringify({ productId: cart.id, quantity: 1 }); // an unknown product: 404/422, but not 415
    const wrong = await api("POST", `/carts/${cart.id}/lines`, {
      token: account.token,
      rawBody: line,
      headers: { "content-type": "text/plain", "idempotency-key": key },
    });
    expect(wrong.status).toBe(415);
    const right = await api("POST", `/carts/${cart.id}/lines`, {
      token: account.token,
      rawBody: line,
      headers: { "idempotency-key": key },
    });
    expect(right.status).not.toBe(415);
    expect(right.headers.get("idempotent-replayed")).toBeNull();
  });

  it("every operation that takes a JSON body answers 415 to text/plain", async () => {
    const tokens: Record<Auth, string> = {
      api: demo().apiToken,
      shopper: demo().apiToken,
      account: account.token,
      operator: await operatorToken(demo().tenantId),
    };
    const declared = new Set(operationList.filter((op) => op.body !== undefined).map((op) => op.operationId));
    const withBody = operations.filter((op) => declared.has(op.operationId));
    expect(withBody.length).toBeGreaterThan(15);
    const answers: Record<string, number> = {};
    for (const op of withBody) {
      const res = await api(op.method, pathOf(op, { email: account.email }), {
        token: tokens[op.auth],
        rawBody: JSON.stringify(op.body ?? {}),
        headers: { "content-type": "text/plain" },
      });
      answers[op.operationId] = res.status;
    }
    expect(answers).toEqual(Object.fromEntries(withBody.map((op) => [op.operationId, 415])));
  });
});
