import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { InvalidInputError } from "../errors/domain";
import type { AccountCaller, OperatorCaller, TenantCaller } from "../auth/verify-token";
import type { RateLimitName } from "../http/ratelimit/policies";

/**
 * One operation of the API, declared once (lib/api/operations/<domain>.ts). Everything else derives from it:
 * the route file (lib/api/route.ts `routeFor`), the OpenAPI document (lib/api/openapi.ts), the in-process
 * caller (lib/api/caller.ts) and the test suite's operation list (tests/support/operations.ts).
 */
/** `shopper`: either the API token (a guest) or an account token (a customer), like the carts. */
export type TokenKind = "api" | "account" | "operator" | "shopper" | "public";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who called, by token kind: what `run` receives besides the parsed input. */
export type Caller<K extends TokenKind> = K extends "account"
  ? { tenantId: string; customerId: string; account: AccountCaller }
  : K extends "operator"
    ? { tenantId: string; operator: OperatorCaller }
    : K extends "api"
      ? { tenantId: string; tenant: TenantCaller }
      : K extends "shopper"
        ? { tenantId: string; customerId: string | null }
        : Record<never, never>;

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export type RunInput<K extends TokenKind, P, Q, B> = Caller<K> & {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  requestId: string;
  /** The request as the pipeline sees it (headers, client address); in-process calls get a synthetic one. */
  req: NextRequest;
};

const replyBrand = Symbol.for("storefront.reply");

/** A success answer with a status or headers of its own; `run` may also return the body alone (200). */
export type Reply<O> = { [replyBrand]: true; body: O; status?: number; headers?: Record<string, string> };

export function reply<O>(body: O, init: { status?: number; headers?: Record<string, string> } = {}): Reply<O> {
  return { [replyBrand]: true, body, ...init };
}

export function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === "object" && value !== null && replyBrand in value;
}

/** An error status the operation can answer, beyond the ones every operation of its kind answers (401, 503…). */
export type ErrorSpec = string | { description: string; schema: z.ZodType; example?: unknown };

export type OperationDefinition<
  K extends TokenKind = TokenKind,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  /** The path under /api/v1 with {param} placeholders, as in the spec. */
  path: string;
  token: K;
  /** The OpenAPI tag (one per domain). */
  tag: string;
  /** One line, for lists of operations. */
  summary: string;
  /** What a client developer needs to know beyond the summary. */
  description: string;
  /** Beyond the published specification: marked `x-storefront-extension: true` in the OpenAPI document. */
  extension?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** Request headers of this operation's own (documented as header parameters; `run` reads them from `req`). */
  headers?: z.ZodObject;
  /**
   * The body is multipart/form-data (an upload), not JSON: `body` then parses its fields (a file as a File, the rest
   * as strings) and a file over `maxFileBytes` is refused with 413 `file_too_large` (lib/http/body.ts).
   */
  multipart?: { maxFileBytes: number };
  /**
   * Checks of a JSON body that need the store, given the body as sent whether or not it matched `body`, so that one
   * 422 names every failing field: the schema's refusals and these (a field the schema refuses keeps its message).
   */
  checkBody?: (input: { tenantId: string; body: unknown }) => Promise<InvalidInputError[]>;
  /** A JSON body may reach this many bytes rather than 64 KiB (past it 413 `body_too_large`): a form's values, a page's HTML. */
  maxJsonBytes?: number;
  /** The success body's schema. */
  output: O;
  /** The success status (200 unless said). */
  status?: number;
  /** A non-JSON success body (engine.js): its media type. */
  contentType?: string;
  /** Error statuses this operation answers beyond those every operation of its kind does. */
  errors?: Partial<Record<number, ErrorSpec>>;
  /** The named limits of lib/http/ratelimit/policies.ts (429 with Retry-After when spent). */
  rateLimit?: RateLimitName | RateLimitName[];
  /** Headers set on a success, Cache-Control and Vary among them; without one the answer is `private, no-store`. */
  cache?: Record<string, string>;
  /** The answer carries `X-Cache: hit | stale | miss` (served from the per-tenant cache). */
  cacheStatus?: boolean;
  /**
   * GET only: keep the serialized answer (bytes, ETag, gzip) in the tenant's cache for `fresh` seconds, keyed by
   * path and parsed query, dropped with `tags` (the tags the data's own cache is invalidated by). A repeat or an
   * `If-None-Match` is answered without running the operation (lib/api/response-cache.ts).
   */
  responseCache?: {
    fresh: number;
    tags: (input: { params: Infer<P>; query: Infer<Q> }) => string[];
    /**
     * What else the answer depends on beyond path and query (the market a request without `market` is priced in,
     * from its country): resolved before the cache is read and added to its key.
     */
    vary?: (input: { tenantId: string; query: Infer<Q>; req: NextRequest }) => Promise<string>;
    /** A request this answers without the cache, neither read nor kept (a draft's preview). */
    bypass?: (input: { query: Infer<Q> }) => boolean;
  };
  /**
   * Operator operations only the store's owners may use (settings, webhooks, staff, refunds, the audit log): a
   * staff member's back-office session gets 403 `owner_only`. CLI operator tokens act as an owner.
   */
  ownerOnly?: boolean;
  /**
   * GET only: a read of personal data a staff member's session makes is written to the audit log as writes are;
   * this returns what the entry keeps of the answer (who was read, never the whole record).
   */
  auditRead?: (answer: z.output<O>) => Record<string, unknown>;
  /** Also takes the public API token in the `token` query parameter (navigator.sendBeacon cannot send headers). */
  tokenInQuery?: boolean;
  /** Honours Idempotency-Key; on by default for POST with a token. */
  idempotent?: boolean;
  run: (input: RunInput<K, P, Q, B>) => Promise<z.input<O> | Reply<z.input<O>> | Response>;
};

/** Declares an operation; the key it is exported under in its domain's object is its operationId. */
export function defineOperation<
  K extends TokenKind,
  O extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: OperationDefinition<K, P, Q, B, O>): OperationDefinition<K, P, Q, B, O> {
  return definition;
}

/**
 * Any declared operation (the registry's element type). `run` takes `never` so that every operation's own run,
 * whatever its input, fits; the pipeline calls it with the input its schemas parsed (lib/api/route.ts).
 */
export type AnyOperation = Omit<OperationDefinition, "run" | "responseCache" | "auditRead"> & {
  run: (input: never) => Promise<unknown>;
  auditRead?: (answer: never) => Record<string, unknown>;
  responseCache?: {
    fresh: number;
    tags: (input: never) => string[];
    vary?: (input: never) => Promise<string>;
    bypass?: (input: never) => boolean;
  };
};
