import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { newStore } from "../settings/support";
import { picture, served, upload } from "./support";

const immutable = "public, max-age=31536000, immutable";
let id: string;
let url: string;

beforeAll(async () => {
  const store = await newStore(["--country", "GB"]);
  const res = await upload(store.op, { bytes: await picture("png", 800, 600), name: "served.png" }, { alt: "Served" });
  expect(res.status).toBe(201);
  id = res.body.data.id as string;
  url = res.body.data.url as string;
}, 120_000);

describe("GET /media/{id}/{width}.{webp|avif|jpg}: renditions resized with sharp", { timeout: 120_000 }, () => {
  it("serves the upload's url: WebP at its width, cached for a year, immutable, with an ETag", async () => {
    expect(url).toMatch(new RegExp(`/media/${id}/640\\.webp$`));
    const res = await served(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe(immutable);
    expect(res.headers.get("etag")).toMatch(/^"[^"]+"$/);
    const meta = await sharp(res.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 640, height: 480 });
  });

  it("resizes to each allowed width and format, never past the original's width", async () => {
    const cases = [
      { file: "320.jpg", type: "image/jpeg", format: "jpeg", width: 320, height: 240 },
      { file: "160.avif", type: "image/avif", format: "heif", width: 160, height: 120 },
      { file: "1920.webp", type: "image/webp", format: "webp", width: 800, height: 600 },
      { file: "960.jpg", type: "image/jpeg", format: "jpeg", width: 800, height: 600 },
    ];
    for (const c of cases) {
      const res = await served(`/media/${id}/${c.file}`);
      const meta = await sharp(res.bytes).metadata();
      expect({
        file: c.file,
        status: res.status,
        type: res.headers.get("content-type"),
        cache: res.headers.get("cache-control"),
        format: meta.format,
        width: meta.width,
        height: meta.height,
      }).toEqual({ file: c.file, status: 200, type: c.type, cache: immutable, format: c.format, width: c.width, height: c.height });
    }
  });

  it("answers 304 to its ETag, and 404 to an unknown id, a width outside the set or another format", async () => {
    const first = await served(`/media/${id}/480.webp`);
    const etag = first.headers.get("etag")!;
    const again = await served(`/media/${id}/480.webp`, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect((await served(`/media/${id}/480.jpg`)).headers.get("etag")).not.toBe(etag);
    for (const path of [
      `/media/00000000-0000-4000-8000-000000000000/480.webp`,
      `/media/not-an-id/480.webp`,
      `/media/${id}/500.webp`,
      `/media/${id}/480.png`,
      `/media/${id}/480.gif`,
      `/media/${id}/480`,
      `/media/${id}/0480.webp`,
    ])
      expect({ path, status: (await served(path)).status }).toEqual({ path, status: 404 });
  });
});
