import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { headers as requestHeaders } from "next/headers";
import { NextRequest } from "next/server";
import type { z } from "zod";
import { getEnv } from "../env";
import type { ErrorBody } from "../http/errors";
import { remoteAddressHeader } from "../http/remote-address";
import { answerBody } from "../http/route";
import { getStorefrontApiToken } from "./storefront-tenant";
import { handlerFor } from "./route";
import { operations, type OperationId, type Operations } from "./registry";

/**
 * The in-process caller (create-t3-app's createCaller is the model): server components and server code call
 * an operation through its own pipeline — the storefront's API token or the shopper's account token verified,
 * path, query and body validated, rate limits counted on the shopper's address, the deadline — with no socket
 * and no JSON parsing of the answer. Success returns the operation's typed output; any other answer throws
 * an OperationError carrying the status and the wire body a HTTP client would have seen.
 */

type Field<Op, K extends keyof Op> = NonNullable<Op[K]> extends z.ZodType ? z.input<NonNullable<Op[K]>> : never;
type Input<Id extends OperationId> = {
  params?: Field<Operations[Id], "params">;
  query?: Field<Operations[Id], "query">;
  body?: Field<Operations[Id], "body">;
  /** The operation's own declared request headers (e.g. `X-Order-Token`), by their lower-case names. */
  headers?: Field<Operations[Id], "headers">;
};
export type OperationOutput<Id extends OperationId> = z.infer<Operations[Id]["output"]>;

/**
 * Who calls: the storefront itself (its API token), a signed-in shopper (their account token), or a signed-in
 * staff member of the back office (their session token, an operator credential).
 */
export type CallAs = "storefront" | { accountToken: string } | { operatorToken: string };

export type CallOptions = {
  as: CallAs;
  /**
   * The shopper's address, when known; otherwise the incoming request's own address headers are forwarded
   * (so both address policies of lib/http see what they would for a direct API call).
   */
  clientAddress?: string;
};

export class OperationError extends Error {
  constructor(
    readonly operationId: string,
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string>,
  ) {
    super(`${operationId} answered ${status}: ${"message" in body ? body.message : "error" in body ? body.error : JSON.stringify(body)}`);
    this.name = "OperationError";
  }
}

/** The API answered 404: the record does not exist for this store or shopper. */
export function isNotFound(error: unknown): error is OperationError {
  return error instanceof OperationError && error.status === 404;
}

/** Headers that say where the shopper's request came from, and the platform's country headers. */
const forwardedHeaderNames = [remoteAddressHeader, "x-forwarded-for", "x-real-ip", "x-vercel-ip-country", "cf-ipcountry", "x-request-id"];

const sharedReads = new AsyncLocalStorage<true>();

/**
 * Runs reads whose result is shared by every shopper (a cached page body, "use cache"): no shopper's headers
 * are forwarded, as Next.js refuses headers() there and the result must not depend on them. (The public reads
 * these make have no per-address rate limit.)
 */
export function sharedRead<T>(read: () => Promise<T>): Promise<T> {
  return sharedReads.run(true, read);
}

async function shopperHeaders(clientAddress: string | undefined): Promise<Record<string, string>> {
  if (clientAddress !== undefined) return { [remoteAddressHeader]: clientAddress };
  if (sharedReads.getStore()) return {};
  const out: Record<string, string> = {};
  let incoming: Awaited<ReturnType<typeof requestHeaders>>;
  try {
    incoming = await requestHeaders();
  } catch {
    return out; // outside a request (a script): no shopper
  }
  for (const name of forwardedHeaderNames) {
    const value = incoming.get(name);
    if (value && value.length <= 1000) out[name] = value;
  }
  return out;
}

type Scalar = string | number | boolean | null | undefined;

function fill(template: string, params: Record<string, Scalar> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
}

/** An upload's fields as a form: files as themselves, other values as text; undefined and null left out. */
function formDataOf(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, Blob | Scalar>)) {
    if (value instanceof Blob) form.set(name, value);
    else if (value !== undefined && value !== null) form.set(name, String(value));
  }
  return form;
}

/** Calls one operation in process; see the module comment. */
export async function callOperation<Id extends OperationId>(id: Id, input: Input<Id>, options: CallOptions): Promise<OperationOutput<Id>> {
  const response = await operationResponse(id, input, options);
  const known = answerBody(response);
  const value: unknown = known ? known.value : await response.json().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return value as OperationOutput<Id>;
  throw new OperationError(
    id,
    response.status,
    (value ?? { message: `HTTP ${response.status}` }) as ErrorBody,
    Object.fromEntries(response.headers),
  );
}

/**
 * Calls one operation in process and answers its HTTP response as the pipeline made it: for an operation whose answer
 * is not JSON (a CSV file), which a back-office route hands on as it streams.
 */
export async function operationResponse<Id extends OperationId>(id: Id, input: Input<Id>, options: CallOptions): Promise<Response> {
  const op = operations[id];
  const token =
    options.as === "storefront"
      ? await getStorefrontApiToken()
      : "accountToken" in options.as
        ? options.as.accountToken
        : options.as.operatorToken;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries((input.query ?? {}) as Record<string, Scalar>))
    if (v !== undefined && v !== null) search.set(k, String(v));
  const url = new URL(`/api/v1${fill(op.path, input.params)}${search.size ? `?${search}` : ""}`, getEnv().APP_URL);
  const headers: Record<string, string> = {
    accept: "application/json",
    authorization: `Bearer ${token}`,
    ...(await shopperHeaders(options.clientAddress)),
  };
  for (const [name, value] of Object.entries((input.headers ?? {}) as Record<string, Scalar>))
    if (typeof value === "string") headers[name.toLowerCase()] = value;
  // An upload goes as multipart/form-data (its Content-Type, with the boundary, comes from the FormData).
  let body: string | FormData | undefined;
  if (input.body !== undefined && op.multipart) body = formDataOf(input.body);
  else if (input.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(input.body);
  }
  const req = new NextRequest(url, { method: op.method, headers, body });
  const params = Object.fromEntries(Object.entries((input.params ?? {}) as Record<string, Scalar>).map(([k, v]) => [k, String(v)]));
  return handlerFor(op)(req, { params: Promise.resolve(params) });
}

export type OperationCaller = { [Id in OperationId]: (input?: Input<Id>) => Promise<OperationOutput<Id>> };

/** A typed caller bound to one identity: `createCaller({ as: "storefront" }).getCmsPage({ params: { pageSlug } })`. */
export function createCaller(options: CallOptions): OperationCaller {
  return new Proxy({} as OperationCaller, {
    get:
      (_, id) =>
      (input: Input<OperationId> = {}) =>
        callOperation(id as OperationId, input as never, options),
  });
}
