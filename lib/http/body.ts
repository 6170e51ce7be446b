import type { NextRequest } from "next/server";
import type { z } from "zod";
import { ApiError, attributeName, zodIssuesToErrors } from "./errors";

export const maxBodyBytes = 64 * 1024;

const bodies = new WeakMap<Request, Promise<string>>();

const tooLarge = () => new ApiError(413, { message: "The request body is too large (limit 64 KiB)." });

/**
 * The request body as text, read once per request and shared (the rate limiter's e-mail rules, the
 * idempotency layer and the handler all use this one read; nothing reads the stream itself). The body is
 * counted as it streams, whatever the framing (Content-Length or chunked): a declared length over the limit
 * is refused before a byte is read, and a stream is cancelled and refused the moment it passes 64 KiB, so
 * a large upload is never held in memory. No clone/tee: cancelling one branch of a tee never settles.
 */
export function readBodyText(req: NextRequest | Request): Promise<string> {
  let text = bodies.get(req);
  if (!text) {
    text = readLimitedText(req);
    text.catch(() => {}); // the caller that awaits it sees the error
    bodies.set(req, text);
  }
  return text;
}

async function readLimitedText(req: Request): Promise<string> {
  const declared = req.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= maxBodyBytes)) throw tooLarge();
  if (!req.body) return "";
  if (req.bodyUsed) throw ApiError.badRequest("The request body could not be read.");
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      // Not awaited: the refusal is immediate; the stream's source is torn down in the background.
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a JSON body: 413 over 64 KiB, 400 when malformed, 422 with field errors when invalid. An empty body counts as {}. */
export async function parseJsonBody<S extends z.ZodType>(req: NextRequest, schema: S): Promise<z.infer<S>> {
  const text = await readBodyText(req);
  let data: unknown = {};
  if (text.trim() !== "") {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(400, { message: "The request body is not valid JSON.", code: "invalid_json" });
    }
  }
  return parseInput(schema, data);
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
