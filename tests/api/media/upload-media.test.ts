import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { newStore, type NewStore } from "../settings/support";
import { picture, upload } from "./support";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function libraryTotal(store: NewStore): Promise<number> {
  const list = await api("GET", "/operator/media", { token: store.op });
  expect(list.status).toBe(200);
  return list.body.meta.total as number;
}

describe("POST /operator/media: images judged by their content", { timeout: 120_000 }, () => {
  it("takes PNG, JPEG, WebP and AVIF, whatever their names and declared types say, with their size and alt text", async () => {
    const store = await newStore(["--country", "GB"]);
    const cases = [
      { format: "png", name: "logo.png", type: "image/png", mimeType: "image/png" },
      // Misnamed and mistyped: the content decides.
      { format: "jpeg", name: "photo.png", type: "image/gif", mimeType: "image/jpeg" },
      { format: "webp", name: "banner", type: "application/octet-stream", mimeType: "image/webp" },
      { format: "avif", name: "hero.avif", type: "image/avif", mimeType: "image/avif" },
    ] as const;
    for (const c of cases) {
      const bytes = await picture(c.format, 640, 360);
      const res = await upload(store.op, { bytes, name: c.name, type: c.type }, { alt: `  A ${c.format} picture  ` });
      expect({ format: c.format, status: res.status }).toEqual({ format: c.format, status: 201 });
      expect(res.body.data).toEqual({
        id: expect.stringMatching(uuid),
        url: expect.stringMatching(/\/media\/[0-9a-f-]{36}\/640\.webp$/),
        width: 640,
        height: 360,
        alt: `A ${c.format} picture`,
        filename: c.name,
        mimeType: c.mimeType,
        byteSize: bytes.length,
        createdAt: expect.any(String),
      });
      expect(res.body.data.url).toContain(`/media/${res.body.data.id}/`);
    }
    expect(await libraryTotal(store)).toBe(cases.length);
  });

  it("refuses a text file named .png, an SVG, a GIF and a truncated PNG (422 unsupported_image on file), storing nothing", async () => {
    const store = await newStore(["--country", "GB"]);
    const png = await picture("png");
    const refused = [
      { bytes: Buffer.from("This is not a picture, whatever its name says.\n"), name: "notes.png", type: "image/png" },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        name: "logo.svg",
        type: "image/svg+xml",
      },
      { bytes: Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"), name: "dot.gif", type: "image/gif" },
      { bytes: png.subarray(0, Math.floor(png.length / 2)), name: "half.png", type: "image/png" },
    ];
    for (const file of refused) {
      const res = await upload(store.op, file);
      expect({ name: file.name, status: res.status, code: res.body.code, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
        name: file.name,
        status: 422,
        code: "unsupported_image",
        fields: ["file"],
      });
    }
    expect(await libraryTotal(store)).toBe(0);
  });

  it("refuses a file over 10 MiB with 413 file_too_large, a missing file with 422, JSON with 415", async () => {
    const store = await newStore(["--country", "GB"]);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 7);
    const tooLarge = await upload(store.op, { bytes: big, name: "huge.png", type: "image/png" });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: "The file is too large (limit 10 MiB).", code: "file_too_large" });
    const none = await upload(store.op, null, { alt: "Nothing" });
    expect(none.status).toBe(422);
    expect(none.body.errors.file).toEqual(["The file field is required."]);
    const json = await api("POST", "/operator/media", { token: store.op, body: { file: "iVBORw0KGgo=", alt: "x" } });
    expect(json.status).toBe(415);
    expect(json.body.code).toBe("unsupported_media_type");
    const long = await upload(store.op, { bytes: await picture("png", 20, 20), name: "a.png" }, { alt: "x".repeat(501) });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(["alt"]);
    expect(await libraryTotal(store)).toBe(0);
  });

  it("an Idempotency-Key replays the first upload; the same key with another file is refused", async () => {
    const store = await newStore(["--country", "GB"]);
    const key = randomUUID();
    const file = { bytes: await picture("png", 120, 80), name: "once.png" };
    const first = await upload(store.op, file, { headers: { "idempotency-key": key } });
    expect(first.status).toBe(201);
    const again = await upload(store.op, file, { headers: { "idempotency-key": key } });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.id).toBe(first.body.data.id);
    const other = await upload(
      store.op,
      { bytes: await picture("png", 121, 80), name: "once.png" },
      { headers: { "idempotency-key": key } },
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("idempotency_key_reused");
    expect(await libraryTotal(store)).toBe(1);
  });
});
