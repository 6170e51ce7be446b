import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { startInstance, type Instance } from "../../support/instance";
import { operatorToken } from "../../support/operator-tokens";
import { picture, served, upload } from "./support";

// Media in an S3-compatible bucket (S3_ENDPOINT, S3_BUCKET): a second instance of the built app stores uploads in a
// real S3-compatible server started here (s3rver, speaking S3's HTTP API and checking its signatures), not in the
// database. The originals and the renditions made on first request are objects of the bucket; a bucket that stops
// answering makes an upload answer 503 with nothing recorded.
const bucket = "storefront-media";
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
let s3: S3rver | undefined;
let s3Dir: string;
let endpoint: string;
let instance: Instance;
let op: string;

async function startS3(port = 0): Promise<number> {
  s3 = new S3rver({ address: "127.0.0.1", port, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = await s3.run();
  return address.port;
}

async function stopS3() {
  await s3?.close();
  s3 = undefined;
}

/** An object of the bucket as S3 answers it (signed with the same credentials), or its status when absent. */
async function objectOf(key: string): Promise<{ status: number; bytes: Buffer }> {
  const client = new AwsClient({ ...credentials, region: "us-east-1", service: "s3" });
  const res = await client.fetch(`${endpoint}/${bucket}/${key}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), "sf-s3-"));
  const port = await startS3();
  endpoint = `http://127.0.0.1:${port}`;
  instance = await startInstance({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  op = await operatorToken(instance.demo.tenantId);
}, 240_000);

afterAll(async () => {
  await instance?.stop();
  await stopS3();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
});

describe("media in an S3-compatible bucket", { timeout: 120_000 }, () => {
  it("an upload's original is an object of the bucket; its renditions are made on first request, kept there, and served", async () => {
    const original = await picture("jpeg", 1200, 900);
    const made = await upload(op, { bytes: original, name: "beans.jpg" }, { alt: "Beans in the bucket", baseUrl: instance.baseUrl });
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    expect(made.body.data).toMatchObject({ width: 1200, height: 900, alt: "Beans in the bucket", mimeType: "image/jpeg" });

    const stored = await objectOf(`media/${id}/original`);
    expect(stored.status).toBe(200);
    expect(stored.bytes.equals(original)).toBe(true);
    expect((await objectOf(`media/${id}/640.webp`)).status).toBe(404);

    const rendition = await served(`${instance.baseUrl}/media/${id}/640.webp`);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get("content-type")).toBe("image/webp");
    expect(rendition.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(rendition.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 640, height: 480 });
    const kept = await objectOf(`media/${id}/640.webp`);
    expect(kept.status).toBe(200);
    expect(kept.bytes.equals(rendition.bytes)).toBe(true);

    const listed = await api("GET", `${instance.baseUrl}/api/v1/operator/media/${id}`, { token: op });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data).toMatchObject({ id, alt: "Beans in the bucket" });
  });

  it("a bucket that does not answer: the upload answers 503 and records nothing; a stored image's new rendition answers 503; both work again once it is back", async () => {
    const first = await upload(
      op,
      { bytes: await picture("png", 500, 400), name: "before.png" },
      { alt: "Before", baseUrl: instance.baseUrl },
    );
    expect(first.status).toBe(201);
    const id = first.body.data.id as string;
    const total = async () =>
      (await api("GET", `${instance.baseUrl}/api/v1/operator/media?perPage=1`, { token: op })).body.meta.total as number;
    const before = await total();

    const port = Number(new URL(endpoint).port);
    await stopS3();
    try {
      const refused = await upload(
        op,
        { bytes: await picture("png", 300, 200), name: "during.png" },
        { alt: "During", baseUrl: instance.baseUrl },
      );
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 503, code: "service_unavailable" });
      expect(refused.text).not.toContain("127.0.0.1");
      expect(await total()).toBe(before);
      const unrendered = await served(`${instance.baseUrl}/media/${id}/320.jpg`);
      expect(unrendered.status).toBe(503);
      expect(unrendered.headers.get("cache-control")).toBe("no-store");
    } finally {
      await startS3(port);
    }
    expect((await served(`${instance.baseUrl}/media/${id}/320.jpg`)).status).toBe(200);
    const after = await upload(
      op,
      { bytes: await picture("png", 300, 200), name: "after.png" },
      { alt: "After", baseUrl: instance.baseUrl },
    );
    expect(after.status).toBe(201);
    expect(await total()).toBe(before + 1);
  });
});
