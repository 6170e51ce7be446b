import type { NextRequest } from "next/server";
import type { z } from "zod";
import { ApiError, attributeName, zodIssuesToErrors } from "./errors";

export const maxBodyBytes = 64 * 1024;

const bodies = new WeakMap<Request, Promise<Buffer>>();
/** Requests allowed more than 64 KiB (a multipart upload): their limit and the refusal past it. */
const limits = new WeakMap<Request, { bytes: number; refusal: () => ApiError }>();

const tooLarge = () => new ApiError(413, { message: "The request body is too large (limit 64 KiB)." });

/**
 * Raises one request's body limit above 64 KiB, before anything reads it (the pipeline does it for an operation
 * that declares a multipart body): `refusal` is the answer past the limit.
 */
export function allowBodyBytes(req: Request, bytes: number, refusal: () => ApiError): void {
  limits.set(req, { bytes, refusal });
}

/**
 * The request body's bytes, read once per request and shared (the rate limiter's e-mail rules, the idempotency
 * layer and the handler all use this one read; nothing reads the stream itself). The body is counted as it
 * streams, whatever the framing (Content-Length or chunked): a declared length over the limit (64 KiB unless
 * allowBodyBytes raised it) is refused before a byte is read, and a stream is cancelled and refused the moment it
 * passes the limit, so a large upload is never held in memory. No clone/tee: cancelling one branch of a tee never
 * settles.
 */
export function readBodyBytes(req: NextRequest | Request): Promise<Buffer> {
  let bytes = bodies.get(req);
  if (!bytes) {
    bytes = readLimited(req);
    bytes.catch(() => {}); // the caller that awaits it sees the error
    bodies.set(req, bytes);
  }
  return bytes;
}

/** The request body as UTF-8 text (see readBodyBytes). */
export async function readBodyText(req: NextRequest | Request): Promise<string> {
  return (await readBodyBytes(req)).toString("utf8");
}

async function readLimited(req: Request): Promise<Buffer> {
  const { bytes: limit, refusal } = limits.get(req) ?? { bytes: maxBodyBytes, refusal: tooLarge };
  const declared = req.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= limit)) throw refusal();
  if (!req.body) return Buffer.alloc(0);
  if (req.bodyUsed) throw ApiError.badRequest("The request body could not be read.");
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: the refusal is immediate; the stream's source is torn down in the background.
      reader.cancel().catch(() => {});
      throw refusal();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a multipart/form-data body (an upload) into a plain object, the first value of each field (a file as a
 * File, the rest as strings), and parses it with the operation's schema: 422 with field errors when invalid. A file
 * part over `maxFileBytes` → 413 `file_too_large`; a body that is not multipart form data → 400.
 */
export async function parseMultipartBody<S extends z.ZodType>(
  req: NextRequest,
  schema: S,
  { maxFileBytes }: { maxFileBytes: number },
): Promise<z.infer<S>> {
  const bytes = await readBodyBytes(req);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new ApiError(400, { message: "The request body is not valid multipart/form-data.", code: "invalid_multipart" });
  }
  const data: Record<string, string | File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" && value.size > maxFileBytes) throw fileTooLarge(maxFileBytes);
    if (!(name in data)) data[name] = value;
  }
  return parseInput(schema, data);
}

/** 413 `file_too_large`: an upload past its operation's limit. */
export function fileTooLarge(maxFileBytes: number): ApiError {
  const limit = maxFileBytes % (1024 * 1024) === 0 ? `${maxFileBytes / (1024 * 1024)} MiB` : `${maxFileBytes} bytes`;
  return new ApiError(413, { message: `The file is too large (limit ${limit}).`, code: "file_too_large" });
}

/** Reads a JSON body: 413 over 64 KiB, 400 when malformed, 422 with field errors when invalid. An empty body counts as {}. */
export async function parseJsonBody<S extends z.ZodType>(req: NextRequest, schema: S): Promise<z.infer<S>> {
  return parseInput(schema, await readJsonBody(req));
}

/** The JSON body as sent, not yet validated: 400 when malformed; an empty body counts as {}. */
export async function readJsonBody(req: NextRequest): Promise<unknown> {
  const text = await readBodyText(req);
  let data: unknown = {};
  if (text.trim() !== "") {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(400, { message: "The request body is not valid JSON.", code: "invalid_json" });
    }
  }
  return data;
}

/** Deeper than any request this API takes; deeper input is refused before it can exhaust the stack. */
const maxDepth = 64;

/**
 * Walks a parsed body (iteratively, so hostile nesting cannot overflow the stack): the first field holding a
 * NUL character, which Postgres text cannot store, or "too deep" when nested past maxDepth.
 */
function inspect(value: unknown): { nul?: string; tooDeep?: boolean } {
  const stack: { v: unknown; path: string[] }[] = [{ v: value, path: [] }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === "string") {
      if (v.includes("\u0000")) return { nul: path.join(".") || "body" };
    } else if (v && typeof v === "object") {
      if (path.length >= maxDepth) return { tooDeep: true };
      for (const [k, child] of Object.entries(v)) stack.push({ v: child, path: [...path, k] });
    }
  }
  return {};
}

export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return validate(schema, data, true);
}

function validate<S extends z.ZodType>(schema: S, data: unknown, refuseNul: boolean): z.infer<S> {
  const { nul: found, tooDeep } = inspect(data);
  const nul = refuseNul ? found : undefined;
  if (tooDeep) throw ApiError.validation({ body: [`The body must not be nested more than ${maxDepth} levels deep.`] });
  if (nul) throw ApiError.validation({ [nul]: [`The ${attributeName(nul)} field must not contain NUL characters.`] });
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw ApiError.validation(zodIssuesToErrors(result.error));
  return result.data;
}

export function parseQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.infer<S> {
  const query: Record<string, string> = {};
  req.nextUrl.searchParams.forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  // Query values are flat strings; a NUL in one is the operation's to handle (search drops it, for example).
  return validate(schema, query, false);
}

/** Path parameters, parsed with the operation's declared schema (Next has already decoded them). */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.infer<S> {
  // A NUL in a path segment is the operation's to handle, as in a query value.
  return validate(schema, params, false);
}
