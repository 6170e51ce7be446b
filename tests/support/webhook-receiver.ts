import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST a receiver got: its headers, the raw body (what the signature covers) and the answer it gave. */
export type ReceivedHook = {
  headers: http.IncomingHttpHeaders;
  raw: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
  body: any;
  answered: number;
  at: number;
};

/** How the receiver answers a POST (200 unless told otherwise). */
export type Responder = (hook: Omit<ReceivedHook, "answered">) => number;

/**
 * A webhook receiver for a test: a Node http server on a free port of 127.0.0.1 recording every POST. `down()` stops
 * listening (connections refused) and `up()` listens again on the same port.
 */
export async function startReceiver(respond: Responder = () => 200) {
  const received: ReceivedHook[] = [];
  let responder = respond;
  const make = () =>
    http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          body = undefined;
        }
        const hook = { headers: req.headers, raw, body, at: Date.now() };
        const answered = responder(hook);
        received.push({ ...hook, answered });
        res.writeHead(answered, { "content-type": "text/plain" }).end(answered < 300 ? "ok" : "no");
      });
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    respondWith(next: Responder) {
      responder = next;
    },
    /** Waits until `predicate` holds over what arrived (polling), or fails after `timeoutMs`. */
    async waitFor(predicate: (hooks: ReceivedHook[]) => boolean, timeoutMs = 20_000, what = "webhook deliveries"): Promise<void> {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until)
          throw new Error(
            `timed out waiting for ${what}; received ${received.length}: ${received.map((h) => `${h.body?.type}→${h.answered}`).join(", ")}`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    down: close,
    async up() {
      server = make();
      await listen(port);
    },
    close,
  };
}
