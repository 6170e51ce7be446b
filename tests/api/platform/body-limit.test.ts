import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { rawRequest, rssOf } from "../../support/raw-http";

// A chunked body over 64 KiB is refused at once: it must not hang until the 503 deadline (as a tee's cancelled branch
// that never settles would), bypass the rate limiter (by being read before counting) or be read whole.
const run = randomInt(1, 250);
let next = 1;
const freshAddress = () => `203.0.${run}.${next++}`;
const tooLarge = { message: "The request body is too large (limit 64 KiB).", code: "body_too_large" };
const auth = () => ({ authorization: `Bearer ${fixtures().demo.apiToken}` });

describe("request bodies over 64 KiB", () => {
  it("a chunked body is refused with 413 once it passes 64 KiB, without waiting for its end", async () => {
    // 80 KiB sent and the body never finished: only a server that stops reading at the limit answers at all.
    const res = await rawRequest({
      path: "/api/v1/account/login",
      headers: auth(),
      bodyBytes: 80 * 1024,
      declaredBytes: Infinity,
      chunked: true,
    });
    expect(res.status).toBe(413);
  });

  it("a declared Content-Length over the limit is refused before the body is read", async () => {
    // 8 MiB declared, one chunk sent and the rest withheld: the answer can only come from the declared length.
    const res = await rawRequest({
      path: "/api/v1/account/login",
      headers: auth(),
      bodyBytes: 16 * 1024,
      declaredBytes: 8 * 1024 * 1024,
      chunked: false,
    });
    expect(res.status).toBe(413);
    expect(res.sentBytes).toBe(16 * 1024);
  });

  it("the 413 has the spec's error shape, whatever the framing", async () => {
    const body = JSON.stringify({ email: "a@example.com", password: "x".repeat(70 * 1024) });
    const res = await api("POST", "/account/login", { token: fixtures().demo.apiToken, rawBody: body });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(tooLarge);
  });

  it("oversized chunked requests are counted by the rate limiter (10 reset requests per address, then 429)", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await rawRequest({
        path: "/api/v1/account/password",
        headers: { ...auth(), "x-forwarded-for": address },
        bodyBytes: 100 * 1024,
        chunked: true,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(413), 429, 429]);
  });

  it("40 parallel 2 MB chunked uploads leave the server's memory bounded", async () => {
    const pid = fixtures().serverPid;
    const before = await rssOf(pid);
    let peak = before ?? 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, (await rssOf(pid)) ?? 0);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        rawRequest({ path: "/api/v1/account/login", headers: auth(), bodyBytes: 2 * 1024 * 1024, chunked: true, chunkSize: 64 * 1024 }),
      ),
    );
    sampling = false;
    await sampler;
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(413));
    if (before === undefined) return; // no /proc (not Linux): the statuses above still hold
    const growthMb = (peak - before) / 1024 / 1024;
    console.log(`RSS before ${(before / 1048576).toFixed(0)} MB, peak ${(peak / 1048576).toFixed(0)} MB, growth ${growthMb.toFixed(1)} MB`);
    // 40 bodies read whole would be 80 MB of data alone (551 MB peak from 165 MB before the fix).
    expect(growthMb).toBeLessThan(60);
  });
});
