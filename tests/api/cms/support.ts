import { randomUUID } from "node:crypto";
import http from "node:http";
import { expect } from "vitest";
import { runCli } from "../../support/cli";
import { fixtures } from "../../support/fixtures";
import { newStore, type NewStore } from "../settings/support";

/** A store of a test's own, served on `<slug>.localhost` so its storefront pages can be asked for by Host. */
export async function contentStore(): Promise<NewStore & { host: string }> {
  const store = await newStore(["--country", "GB"], `Content ${randomUUID().slice(0, 8)}`);
  const host = `${store.slug}.localhost`;
  const set = await runCli(["tenant", "set-domains", "--tenant", store.tenantId, "--domains", host, "--json"]);
  expect({ code: set.code, stderr: set.stderr }).toEqual({ code: 0, stderr: "" });
  return { ...store, host: `${host}:${new URL(fixtures().baseUrl).port}` };
}

/** A storefront page asked for with this Host header (fetch may not set Host; node:http may); redirects are not followed. */
export function storefrontPage(
  host: string,
  path: string,
): Promise<{ status: number; location: string | undefined; cacheControl: string | undefined; html: string }> {
  const url = new URL(fixtures().baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path, headers: { host, accept: "text/html" } }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (html += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, cacheControl: res.headers["cache-control"], html }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** A word no other test's data holds. */
export const word = () => `zq${randomUUID().replaceAll("-", "").slice(0, 8)}`;
