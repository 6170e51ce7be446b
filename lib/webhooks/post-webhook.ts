import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "./private-address";

export type PostOutcome = { status: number } | { status: null; error: string };

/** A DNS lookup that refuses private addresses at connect time, so a name re-pointed inside (DNS rebinding) fails. */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 4);
    const list = addresses ?? [];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address)))
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: "EPRIVATEADDRESS" }), "", 4);
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

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
        ...(allowPrivate ? {} : { lookup: guardedLookup }),
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
