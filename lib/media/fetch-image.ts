import "server-only";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { getEnv } from "../env";
import { guardedLookup } from "../http/guarded-lookup";
import { allowedPrivateAddresses, isPrivateAddress } from "../http/private-address";
import { maxMediaBytes } from "./schemas";

export type FetchedImage = { ok: true; data: Buffer } | { ok: false; message: string };

/** Redirects followed (each hop checked like the first): CDNs answer an image's old address with one. */
const maxRedirects = 3;

function fetchOnce(
  target: URL,
  { allowed, deadline, maxBytes }: { allowed: (address: string) => boolean; deadline: number; maxBytes: number },
): Promise<FetchedImage | { redirect: string }> {
  return new Promise((resolve) => {
    const host = target.hostname.replace(/^\[|\]$/g, "");
    if (isIP(host) && isPrivateAddress(host) && !allowed(host))
      return resolve({ ok: false, message: `${host} is a private, loopback or link-local address: the import does not fetch from one.` });
    const client = target.protocol === "https:" ? https : target.protocol === "http:" ? http : null;
    if (!client) return resolve({ ok: false, message: "Image Src must be an http or https address." });
    let settled = false;
    const finish = (outcome: FetchedImage | { redirect: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.get(target, { lookup: guardedLookup(allowed), agent: false, headers: { accept: "image/*" } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return finish({ redirect: response.headers.location });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return finish({ ok: false, message: `The image's address answered HTTP ${status}.` });
      }
      const tooLarge = { ok: false as const, message: `The image is larger than ${maxBytes / 1024 / 1024} MiB, the most an image may be.` };
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        request.destroy();
        return finish(tooLarge);
      }
      const chunks: Buffer[] = [];
      let read = 0;
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        // Reading stops at the limit: a server that lies about (or omits) its length costs no more than that.
        if (read > maxBytes) {
          request.destroy();
          return finish(tooLarge);
        }
        chunks.push(chunk);
      });
      response.on("end", () => finish({ ok: true, data: Buffer.concat(chunks) }));
      response.on("error", (error) => finish({ ok: false, message: `The image could not be read: ${error.message}.` }));
    });
    const timer = setTimeout(
      () => {
        request.destroy();
        finish({
          ok: false,
          message: `The image's address did not answer within ${Math.round(getEnv().IMAGE_FETCH_TIMEOUT_MS / 1000)} s.`,
        });
      },
      Math.max(0, deadline - Date.now()),
    );
    request.on("error", (error: Error & { code?: string }) =>
      finish({
        ok: false,
        message:
          error.code === "EPRIVATEADDRESS"
            ? `${host} resolves to a private, loopback or link-local address: the import does not fetch from one.`
            : `The image could not be fetched: ${error.message}.`,
      }),
    );
  });
}

/**
 * Fetches an image a product CSV names (Image Src) as a webhook delivery reaches its endpoint: http or https only,
 * a private, loopback or link-local address refused (an IP literal before connecting, a name at connect time) unless
 * IMAGE_FETCH_ALLOW_PRIVATE allows it, the whole fetch bounded by IMAGE_FETCH_TIMEOUT_MS, and no more than the media
 * upload limit read. Redirects are followed a few times, each hop under the same rules. Never throws: a refusal or a
 * failure is a message for the import's row.
 */
export async function fetchImage(url: string, maxBytes: number = maxMediaBytes): Promise<FetchedImage> {
  const env = getEnv();
  const allowed = allowedPrivateAddresses(env.IMAGE_FETCH_ALLOW_PRIVATE) ?? (() => false);
  const deadline = Date.now() + env.IMAGE_FETCH_TIMEOUT_MS;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, message: "Image Src is not a valid address." };
  }
  for (let hop = 0; ; hop++) {
    const outcome = await fetchOnce(target, { allowed, deadline, maxBytes });
    if (!("redirect" in outcome)) return outcome;
    if (hop >= maxRedirects) return { ok: false, message: `The image's address redirected more than ${maxRedirects} times.` };
    try {
      target = new URL(outcome.redirect, target);
    } catch {
      return { ok: false, message: "The image's address redirected to an invalid address." };
    }
  }
}
