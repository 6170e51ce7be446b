import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { webhookUrlProblem } from "@/lib/webhooks/check-webhook-url";
import { postWebhook } from "@/lib/webhooks/post-webhook";

const saved = { ...process.env };
let server: http.Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    if (req.url === "/redirect") res.writeHead(302, { location: "/elsewhere" }).end();
    else res.writeHead(204).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  process.env = saved;
  resetEnvForTests();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  process.env = { ...saved, AUTH_SECRET: "x".repeat(40), DATABASE_URL: "", WEBHOOK_ALLOW_PRIVATE: "" };
  resetEnvForTests();
});

describe("webhook URLs and private addresses (lib/webhooks)", () => {
  it("refuses hosts that are or name private addresses; allows public ones", async () => {
    for (const url of [
      "http://127.0.0.1/h",
      "http://localhost:8080/h",
      "http://api.localhost/h",
      "http://[::1]/h",
      "http://10.0.0.8/h",
      "http://169.254.169.254/latest",
      "http://2130706433/h",
      "http://[::ffff:127.0.0.1]/h",
      "http://[fd00::1]/h",
      "http://[64:ff9b:1::7f00:1]/",
      "http://[::ffff:0:127.0.0.1]/",
    ])
      expect(await webhookUrlProblem(url), url).toMatch(/private/);
    expect(await webhookUrlProblem("https://8.8.8.8/h")).toBeNull();
    expect(await webhookUrlProblem("https://[2606:4700:4700::1111]/h")).toBeNull();
    expect(await webhookUrlProblem("http://[64:ff9b:1::808:808]/h")).toBeNull();
  });

  it("WEBHOOK_ALLOW_PRIVATE=true allows them", async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE = "true";
    resetEnvForTests();
    expect(await webhookUrlProblem("http://127.0.0.1/h")).toBeNull();
  });

  it("delivery refuses a private address at connect time too, whether a literal or a name resolving to one (DNS rebinding)", async () => {
    const before = hits;
    const common = { body: "{}", headers: { "content-type": "application/json" }, timeoutMs: 2000, allowPrivate: false };
    expect(await postWebhook({ ...common, url: `http://127.0.0.1:${port}/h` })).toEqual({
      status: null,
      error: "refused: private address",
    });
    const named = await postWebhook({ ...common, url: `http://localhost:${port}/h` });
    expect(named.status).toBeNull();
    expect(hits).toBe(before);
    expect(await postWebhook({ ...common, url: `http://127.0.0.1:${port}/h`, allowPrivate: true })).toEqual({ status: 204 });
  });

  it("follows no redirect: a 302 is the answer", async () => {
    const res = await postWebhook({
      url: `http://127.0.0.1:${port}/redirect`,
      body: "{}",
      headers: {},
      timeoutMs: 2000,
      allowPrivate: true,
    });
    expect(res).toEqual({ status: 302 });
  });
});
