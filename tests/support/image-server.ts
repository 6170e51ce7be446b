import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** The host the Shopify fixture's Image Src cells name (tests/fixtures/shopify-products.csv); the machine has no internet. */
export const fixtureImageHost = "https://cdn.example.test";

/** A small picture of one colour, encoded as `format`. */
export async function pictureOf(background: string, format: "png" | "jpeg", width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export type ImageServer = {
  /** http://127.0.0.1:<port>: what the fixture's host is rewritten to. */
  origin: string;
  /** How many requests each path (without its query) has had. */
  requests: Map<string, number>;
  /** The fixture's text with its image host replaced by this server's origin. */
  rewrite: (csv: string) => string;
  close: () => Promise<void>;
};

/**
 * A local stand-in for a shop's image CDN, on 127.0.0.1 (the test server lets imports fetch from that address only:
 * IMAGE_FETCH_ALLOW_PRIVATE in scripts/test.mjs). It serves the fixture's pictures, plus `/big.png` (11 MiB, sent
 * without a length, so only reading stops it) and `/not-an-image.png` (an HTML page), and counts every request.
 */
export async function startImageServer(): Promise<ImageServer> {
  const files = new Map<string, { body: Buffer; type: string }>([
    ["/s/files/1/0000/0001/products/pour-over.png", { body: await pictureOf("#e8e4dc", "png"), type: "image/png" }],
    ["/s/files/1/0000/0001/products/pour-over-side.png", { body: await pictureOf("#c9c2b5", "png"), type: "image/png" }],
    ["/s/files/1/0000/0001/products/apron.jpg", { body: await pictureOf("#b5542c", "jpeg"), type: "image/jpeg" }],
    ["/s/files/1/0000/0001/products/apron-back.png", { body: await pictureOf("#8a3f20", "png"), type: "image/png" }],
    ["/s/files/1/0000/0001/products/tea-towel.png", { body: await pictureOf("#f2efe6", "png"), type: "image/png" }],
    ["/not-an-image.png", { body: Buffer.from("<!doctype html><title>Not found</title><p>Nothing here.</p>"), type: "image/png" }],
  ]);
  const requests = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path === "/big.png") {
      // 11 MiB in 64 KiB chunks, chunked (no content-length): the importer must stop reading at its limit.
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.alloc(65_536, 7);
      let sent = 0;
      const more = () => {
        while (sent < 11 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      res.on("error", () => undefined);
      return more();
    }
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("not found");
    }
    res.writeHead(200, { "content-type": file.type, "content-length": String(file.body.length) });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    rewrite: (csv) => csv.split(fixtureImageHost).join(origin),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
