import { createStorefrontClient, retryAfterMs, StorefrontApiError } from "@storefront/sdk";
import { describe, expect, it, vi } from "vitest";

/**
 * The SDK's hand-written layer (sdk/src/client.ts, retry.ts, errors.ts) against a fake fetch: which token goes
 * where, the Idempotency-Key of writes, retries of 429/503 after Retry-After within their bounds, typed errors.
 */
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

function fakeFetch(...answers: Answer[]) {
  const requests: { method: string; url: string; headers: Headers; body: string }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const answer = answers.shift() ?? { status: 200, body: {} };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json", ...answer.headers },
    });
  });
  return { fetch, requests };
}

const baseUrl = "https://shop.example/api/v1";
const cart = { data: { id: "c1", lines: [] } };

describe("createStorefrontClient", () => {
  it("sends the store's token to the store's operations and answers the typed body", async () => {
    const { fetch, requests } = fakeFetch({ status: 200, body: { data: [], meta: { currentPage: 1 } } });
    const api = createStorefrontClient({ baseUrl, token: "store-token", accountToken: "account-token", fetch });
    const { data, response } = await api.GET("/products", { params: { query: { perPage: 5 } } });
    expect(data).toEqual({ data: [], meta: { currentPage: 1 } });
    expect(response.status).toBe(200);
    expect(requests[0]).toMatchObject({ method: "GET", url: `${baseUrl}/products?perPage=5` });
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer store-token");
    expect(requests[0]!.headers.get("accept")).toBe("application/json");
    expect(requests[0]!.headers.has("idempotency-key")).toBe(false);
  });

  it("sends the account token to the account's operations and, when given, to those that take either", async () => {
    const { fetch, requests } = fakeFetch({ status: 200, body: { data: null } }, { status: 200, body: cart }, { status: 200, body: cart });
    const api = createStorefrontClient({ baseUrl, token: "store-token", accountToken: "account-token", fetch });
    await api.GET("/account/cart");
    await api.GET("/carts/{cartId}", { params: { path: { cartId: "c1" } } });
    await createStorefrontClient({ baseUrl, token: "store-token", fetch }).GET("/carts/{cartId}", { params: { path: { cartId: "c1" } } });
    expect(requests.map((r) => [r.url, r.headers.get("authorization")])).toEqual([
      [`${baseUrl}/account/cart`, "Bearer account-token"],
      [`${baseUrl}/carts/c1`, "Bearer account-token"],
      [`${baseUrl}/carts/c1`, "Bearer store-token"],
    ]);
  });

  it("sends no token to a public operation", async () => {
    const { fetch, requests } = fakeFetch({ status: 200, body: "" });
    const api = createStorefrontClient({ baseUrl, token: "store-token", fetch });
    await api.GET("/payments/{gateway}/engine.js", { params: { path: { gateway: "sandbox" } }, parseAs: "text" });
    expect(requests[0]!.headers.has("authorization")).toBe(false);
  });

  it("gives every write an Idempotency-Key unless the call sends one, and sends the JSON body", async () => {
    const { fetch, requests } = fakeFetch({ status: 201, body: cart }, { status: 201, body: cart }, { status: 200, body: cart });
    const api = createStorefrontClient({ baseUrl, token: "store-token", fetch });
    await api.POST("/carts", { body: {} });
    await api.POST("/carts", { body: {}, headers: { "Idempotency-Key": "mine-1" } });
    await api.PATCH("/carts/{cartId}/lines/{lineId}", { params: { path: { cartId: "c1", lineId: "l1" } }, body: { quantity: 2 } });
    const [first, second, third] = requests.map((r) => r.headers.get("idempotency-key"));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe("mine-1");
    expect(third).toMatch(/^[0-9a-f-]{36}$/);
    expect(third).not.toBe(first);
    expect(requests[2]).toMatchObject({ method: "PATCH", body: JSON.stringify({ quantity: 2 }) });
    expect(requests[2]!.headers.get("content-type")).toBe("application/json");
  });

  it("throws a StorefrontApiError with the status, message, code, field errors and request id", async () => {
    const body = {
      message: "The quantity field is required.",
      errors: { quantity: ["The quantity field is required."] },
      code: "validation_failed",
    };
    const { fetch } = fakeFetch({ status: 422, body, headers: { "x-request-id": "req-12345678" } });
    const api = createStorefrontClient({ baseUrl, token: "t", fetch });
    const error = await api
      .POST("/carts/{cartId}/lines", { params: { path: { cartId: "c1" } }, body: { productId: "p1", quantity: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorefrontApiError);
    expect(error).toMatchObject({
      status: 422,
      message: body.message,
      code: "validation_failed",
      errors: body.errors,
      body,
      requestId: "req-12345678",
    });
  });

  it("throws for an error answer without a body too", async () => {
    const { fetch } = fakeFetch({ status: 404 });
    const error = await createStorefrontClient({ baseUrl, token: "t", fetch })
      .GET("/products/{slug}", { params: { path: { slug: "gone" } } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: "The request failed (404).", code: undefined, errors: {} });
  });
});

describe("retries", () => {
  it("tries a 429 and a 503 again after Retry-After, with the same Idempotency-Key and body", async () => {
    vi.useFakeTimers();
    try {
      const { fetch, requests } = fakeFetch(
        { status: 429, body: { message: "Too Many Attempts.", code: "rate_limited" }, headers: { "retry-after": "2" } },
        { status: 503, body: { message: "Service unavailable." }, headers: { "retry-after": "1" } },
        { status: 201, body: cart },
      );
      const api = createStorefrontClient({ baseUrl, token: "t", fetch });
      const pending = api.POST("/carts", { body: { market: "m1" } });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(pending).resolves.toMatchObject({ data: cart });
      expect(new Set(requests.map((r) => r.headers.get("idempotency-key"))).size).toBe(1);
      expect(requests.map((r) => r.body)).toEqual(Array(3).fill(JSON.stringify({ market: "m1" })));
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops after maxAttempts and throws the last answer", async () => {
    const busy = { status: 503, body: { message: "Busy." }, headers: { "retry-after": "0" } };
    const { fetch } = fakeFetch(busy, busy, busy);
    const api = createStorefrontClient({ baseUrl, token: "t", fetch, retry: { maxAttempts: 2 } });
    await expect(api.GET("/collections")).rejects.toMatchObject({ status: 503, retryAfter: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not wait longer than maxWaitMs: that answer is thrown at once", async () => {
    const { fetch } = fakeFetch({ status: 429, body: { message: "Too Many Attempts." }, headers: { "retry-after": "60" } });
    const api = createStorefrontClient({ baseUrl, token: "t", fetch, retry: { maxWaitMs: 5_000 } });
    await expect(api.GET("/search", { params: { query: { q: "tea" } } })).rejects.toMatchObject({ status: 429, retryAfter: 60 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("never retries with retry: false, nor other statuses", async () => {
    const { fetch } = fakeFetch({ status: 503, headers: { "retry-after": "0" } }, { status: 500, body: { message: "Server Error" } });
    await expect(createStorefrontClient({ baseUrl, token: "t", fetch, retry: false }).GET("/collections")).rejects.toMatchObject({
      status: 503,
    });
    await expect(createStorefrontClient({ baseUrl, token: "t", fetch }).GET("/collections")).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3_000);
    expect(retryAfterMs("Wed, 25 Nov 2026 12:00:05 GMT", now)).toBe(5_000);
    expect(retryAfterMs("Wed, 25 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
