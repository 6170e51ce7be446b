import "server-only";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { guardedLookup } from "../http/guarded-lookup";
import { isPrivateAddress } from "../http/private-address";

export type PostOutcome = { status: number } | { status: null; error: string };

/**
 * POSTs one delivery: no redirect followed (a 3xx is an answer like any other non-2xx), the whole exchange bounded
 * by `timeoutMs`, the answer's body read and dropped (up to 64 KB). Unless `allowPrivate`, an IP literal or a name
 * resolving to a private address is refused before any connection. Never throws: a network failure is `error`.
 */
export function postWebhook({
  url,
  body,
  headers,
  timeoutMs,
  allowPrivate,
}: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
}): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ status: null, error: "invalid URL" });
    }
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return resolve({ status: null, error: "refused: private address" });
    const client = target.protocol === "https:" ? https : target.protocol === "http:" ? http : null;
    if (!client) return resolve({ status: null, error: "refused: not http or https" });
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        ...(allowPrivate ? {} : { lookup: guardedLookup() }),
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > 65_536) response.destroy();
        });
        response.on("close", () => finish({ status: response.statusCode ?? 0 }));
        response.on("error", () => finish({ status: response.statusCode ?? 0 }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    request.on("error", (error) => finish({ status: null, error: error.message }));
    request.end(body);
  });
}
