import "server-only";
import { AwsClient } from "aws4fetch";
import { getEnv } from "../env";
import { DependencyUnavailableError } from "../errors/domain";

/** An S3-compatible bucket holding uploaded originals and their renditions (S3_ENDPOINT and S3_BUCKET set). */
export type MediaBucket = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when the bucket has no such key. */
  get(key: string): Promise<Buffer | undefined>;
};

/** The bucket's key of an upload's original file. */
export const originalKey = (id: string) => `media/${id}/original`;
/** The bucket's key of a kept rendition: made once by whichever instance is asked first, then read by every instance. */
export const renditionKey = (id: string, width: number, format: string) => `media/${id}/${width}.${format}`;

let cached: MediaBucket | null | undefined;

/** The configured bucket, or undefined when media stay in the database (the default). */
export function mediaBucket(): MediaBucket | undefined {
  if (cached === undefined) {
    const env = getEnv();
    cached =
      env.S3_ENDPOINT && env.S3_BUCKET
        ? bucketAt({
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          })
        : null;
  }
  return cached ?? undefined;
}

/** The bucket answered an error: the request fails with 503 (its details go to the log, never to the client). */
export class BucketError extends DependencyUnavailableError {
  constructor(operation: string, status: number) {
    super(`The media bucket refused ${operation} (${status}).`);
  }
}

/**
 * Reads and drops an answer's body (S3's short XML). Not `body.cancel()`: inside the server, fetch may hand back one
 * branch of a teed body, and cancelling a branch waits for the other; it resolved only when the request's timeout
 * fired (10 s for every rendition's first lookup), and sometimes not even then.
 */
async function drain(res: Response): Promise<void> {
  await res.arrayBuffer();
}

function bucketAt(config: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }): MediaBucket {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    // aws4fetch retries ten times with backoff by default (about 50 s against a bucket that is down); a request
    // here answers 503 at once instead, and its client retries.
    retries: 0,
  });
  const base = `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}`;
  const url = (key: string) => `${base}/${key.split("/").map(encodeURIComponent).join("/")}`;
  return {
    async put(key, body, contentType) {
      const res = await client.fetch(url(key), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType, "content-length": String(body.length) },
        signal: AbortSignal.timeout(10_000),
      });
      await drain(res);
      if (!res.ok) throw new BucketError(`PUT ${key}`, res.status);
    },
    async get(key) {
      const res = await client.fetch(url(key), { method: "GET", signal: AbortSignal.timeout(10_000) });
      if (res.status === 404) {
        await drain(res);
        return undefined;
      }
      if (!res.ok) {
        await drain(res);
        throw new BucketError(`GET ${key}`, res.status);
      }
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
