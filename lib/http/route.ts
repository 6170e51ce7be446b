import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { countQueries } from "@/db/query-count";
import { describeError, log } from "../log";
import {
  bearerToken,
  claimedTokenKind,
  verifyAccountToken,
  verifyApiToken,
  verifyOperatorToken,
  type AccountCaller,
  type OperatorCaller,
  type TenantCaller,
} from "../auth/verify-token";
import { ApiError, constraintViolation, DomainError, isClientAbort, isDatabaseUnavailable, isUnstorableText, toApiError } from "./errors";
import { allowBodyBytes, fileTooLarge } from "./body";
import { corsHeaders } from "./cors";
import { applyHeaders } from "./vary";
import { markSharedCacheExpiry } from "./shared-cache-expiry";
import { enforceRateLimit, type RateLimitName } from "./ratelimit";
import { apiCallerScope, withIdempotency } from "./idempotency";
import { rateLimitAddress } from "./client-address";
import { acceptBuyerAddress, apiTokenHeader, buyerAddressHeader } from "./buyer-address";
import { getEnv } from "../env";
import { UnauthenticatedError } from "../errors/domain";
import { cachedToken } from "../auth/token-cache";

/** Path parameters as Next gives them; an operation parses them with its declared schema (lib/api/route.ts). */
export type RawParams = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<RawParams> };

export type RequestContext = { req: NextRequest; params: RawParams; requestId: string };
type TenantAuth = { tenant: TenantCaller };
type AccountAuth = { account: AccountCaller; tenantId: string; customerId: string };
type OperatorAuth = { operator: OperatorCaller; tenantId: string };
/** Carts take either token: `customerId` is null with the API token, the customer's with an account token. */
type ShopperAuth = { tenantId: string; customerId: string | null };
export type TenantContext = RequestContext & TenantAuth;
export type AccountContext = RequestContext & AccountAuth;
export type OperatorContext = RequestContext & OperatorAuth;
export type ShopperContext = RequestContext & ShopperAuth;

type Handler<C> = (ctx: C) => Promise<Response>;

/**
 * Cross-cutting options a route opts into, e.g. `withTenant(handler, { rateLimit: "messages" })`.
 * - rateLimit: the named limits of lib/http/ratelimit/policies.ts (429 {message} with Retry-After when spent).
 * - idempotent: honour an Idempotency-Key header (lib/http/idempotency). On by default for POST on token
 *   routes, since every POST operation accepts the header; `idempotent: false` opts a route out.
 * - jsonBody: the operation reads a JSON body; a body sent with any other Content-Type answers 415 (below).
 * - multipartBody: the operation reads a multipart/form-data upload whose files may reach `maxFileBytes`; any other
 *   Content-Type answers 415, a larger body 413 `file_too_large`.
 * - maxJsonBytes: a JSON body may reach this many bytes rather than 64 KiB (413 past it).
 */
export type RouteOptions = {
  rateLimit?: RateLimitName | RateLimitName[];
  idempotent?: boolean;
  jsonBody?: boolean;
  multipartBody?: { maxFileBytes: number };
  maxJsonBytes?: number;
  /**
   * Also takes a public API token in the `token` query parameter when no Authorization header is sent: for
   * `navigator.sendBeacon`, which cannot set headers (POST /analytics/events only). A private token there → 401.
   */
  tokenInQuery?: boolean;
  /** The answer's deadline when not REQUEST_TIMEOUT_MS: for the CLI's endpoint, whose commands copy whole stores. */
  deadlineMs?: number;
};
/** Who calls, for rate limits and idempotency keys: the tenant, the key namespace, the signed-in customer if any. */
type Caller = { tenantId: string; scope: string; customerId?: string } | undefined;
export type NextHandler = (req: NextRequest, ctx: RouteContext) => Promise<Response>;

const requestIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

/** `application/json` or any `+json` type (`application/merge-patch+json`), with or without parameters. */
const jsonMediaType = /^application\/(?:[\w.!#$&^-]+\+)?json\s*(?:;|$)/i;

/**
 * A request that carries a body (a Content-Length above 0, or chunked) must say it is JSON: anything else
 * (text/plain, a form, none) is refused with 415 before the body is read, counted or remembered under an
 * Idempotency-Key, so the same request retried with the right Content-Type runs. No body at all is fine
 * (operations whose fields are all optional take it as {}).
 */
function refuseNonJsonBody(req: NextRequest): void {
  const length = req.headers.get("content-length");
  const hasBody = req.headers.has("transfer-encoding") || (length !== null && length.trim() !== "0");
  if (!hasBody || jsonMediaType.test(req.headers.get("content-type") ?? "")) return;
  throw new ApiError(415, { message: "The request body must be JSON, sent with Content-Type: application/json." });
}

/** Room beside an upload's files for the multipart framing and its text fields. */
const multipartOverheadBytes = 64 * 1024;

/**
 * An upload must be multipart/form-data (415 otherwise, before the body is read); its body may then reach its files'
 * limit plus the framing, past which it is refused with 413 `file_too_large` as it streams in (lib/http/body.ts).
 */
function acceptMultipartBody(req: NextRequest, { maxFileBytes }: { maxFileBytes: number }): void {
  if (!/^multipart\/form-data\s*;/i.test(req.headers.get("content-type") ?? ""))
    throw new ApiError(415, {
      message: "The request body must be multipart/form-data (a file upload).",
      code: "unsupported_media_type",
    });
  allowBodyBytes(req, maxFileBytes + multipartOverheadBytes, () => fileTooLarge(maxFileBytes));
}

/** The body each JSON answer was made from, so an in-process caller (lib/api/caller.ts) reads it without parsing. */
const answerBodies = new WeakMap<Response, unknown>();

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): NextResponse {
  const response = NextResponse.json(body, { status: init.status ?? 200, headers: init.headers });
  answerBodies.set(response, body);
  return response;
}

/** Records the value an answer built elsewhere (lib/http/representation.ts) was made from, for the in-process caller. */
export function withAnswerBody<R extends Response>(response: R, body: unknown): R {
  answerBodies.set(response, body);
  return response;
}

/** The value a JSON answer was made from, or undefined for one built elsewhere (an idempotent replay). */
export function answerBody(response: Response): { value: unknown } | undefined {
  return answerBodies.has(response) ? { value: answerBodies.get(response) } : undefined;
}

function errorResponse(error: unknown, requestId: string, req: NextRequest): Response {
  if (error instanceof DomainError) error = toApiError(error);
  if (error instanceof ApiError) return json(error.body, { status: error.status, headers: error.headers });
  if (isUnstorableText(error)) {
    // Backstop for text Postgres refuses (NUL bytes, broken encodings) that reached a query: the caller's input.
    return json({ message: "The request contains characters that cannot be processed.", code: "unprocessable_text" }, { status: 400 });
  }
  const violation = constraintViolation(error);
  if (violation) {
    // A concurrent change won (a card removed while a subscription chose it): the caller gets 404/409, the log the cause.
    log.warn("constraint_violation", {
      requestId,
      method: req.method,
      path: req.nextUrl.pathname,
      status: violation.status,
      ...describeError(error),
    });
    return json(violation.body, { status: violation.status });
  }
  if (isClientAbort(error)) {
    log.info("client_aborted", { requestId, method: req.method, path: req.nextUrl.pathname });
    return json({ message: "The request was closed before its body arrived.", code: "bad_request" }, { status: 400 });
  }
  if (isDatabaseUnavailable(error)) {
    log.warn("database_unavailable", { requestId, path: req.nextUrl.pathname, ...describeError(error) });
    const unavailable = ApiError.unavailable();
    return json(unavailable.body, { status: unavailable.status, headers: unavailable.headers });
  }
  log.error("unhandled_error", { requestId, method: req.method, path: req.nextUrl.pathname, ...describeError(error) });
  return json({ message: "Server error. Please try again later.", code: "server_error" }, { status: 500 });
}

function timeoutResponse(deadlineMs: number): Promise<Response> & { cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      const unavailable = ApiError.unavailable();
      resolve(json(unavailable.body, { status: unavailable.status, headers: unavailable.headers }));
    }, deadlineMs);
  });
  return Object.assign(promise, { cancel: () => clearTimeout(timer) });
}

/** Runs a handler (serveWith), counting its SQL queries when QUERY_COUNT_HEADER=true (diagnostics only). */
function run<A extends object>(
  authenticate: (req: NextRequest) => Promise<A>,
  caller: (auth: A, req: NextRequest) => Caller,
  handler: Handler<RequestContext & A>,
  options: RouteOptions = {},
): NextHandler {
  const serve = serveWith(authenticate, caller, handler, options);
  return async (req, routeContext) => {
    if (!getEnv().QUERY_COUNT_HEADER) return serve(req, routeContext);
    // Diagnostics only (QUERY_COUNT_HEADER=true): the SQL queries this request ran, auth included.
    const { result, queries } = await countQueries(() => serve(req, routeContext));
    result.headers.set("x-query-count", String(queries));
    return result;
  };
}

/**
 * Runs a handler with a request id, structured logging, CORS, rate limits, idempotency keys, a deadline
 * (503 with Retry-After, so a hung database never hangs the caller) and the one error path.
 */
function serveWith<A extends object>(
  authenticate: (req: NextRequest) => Promise<A>,
  caller: (auth: A, req: NextRequest) => Caller,
  handler: Handler<RequestContext & A>,
  options: RouteOptions = {},
): NextHandler {
  const limits = options.rateLimit === undefined ? [] : Array.isArray(options.rateLimit) ? options.rateLimit : [options.rateLimit];
  return async (req, routeContext) => {
    const started = performance.now();
    const incoming = req.headers.get("x-request-id");
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    // The store the verified token names, once known: CORS grants that store's origins only (lib/http/cors.ts).
    let tenantId: string | undefined;
    const work = async (): Promise<Response> => {
      try {
        const params = (await routeContext.params) ?? {};
        const auth = await authenticate(req);
        tenantId = tenantOf(auth);
        if (options.jsonBody) refuseNonJsonBody(req);
        if (options.multipartBody) acceptMultipartBody(req, options.multipartBody);
        const jsonLimit = options.jsonBody ? options.maxJsonBytes : undefined;
        if (jsonLimit) {
          const shown = jsonLimit >= 1024 * 1024 ? `${jsonLimit / 1024 / 1024} MiB` : `${jsonLimit / 1024} KiB`;
          allowBodyBytes(req, jsonLimit, () => new ApiError(413, { message: `The request body is too large (limit ${shown}).` }));
        }
        // The caller (an HMAC of token and address for API tokens) only when a rate limit or an idempotency key needs it.
        const idempotent = req.method === "POST" && options.idempotent !== false;
        const who = limits.length || idempotent ? caller(auth, req) : undefined;
        const settle =
          who && limits.length
            ? await enforceRateLimit({ names: limits, req, tenantId: who.tenantId, customerId: who.customerId })
            : undefined;
        const execute = () => handler({ ...auth, req, params, requestId }).catch((error: unknown) => errorResponse(error, requestId, req));
        const response =
          who && idempotent ? await withIdempotency({ req, tenantId: who.tenantId, scope: who.scope, execute }) : await execute();
        await settle?.(response.status);
        return response;
      } catch (error) {
        return errorResponse(error, requestId, req);
      }
    };
    const deadline = timeoutResponse(options.deadlineMs ?? getEnv().REQUEST_TIMEOUT_MS);
    const response = await Promise.race([work(), deadline]);
    deadline.cancel();
    response.headers.set("x-request-id", requestId);
    applyHeaders(response.headers, await corsHeaders(req, tenantId)); // Vary is merged, never replaced
    if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-store");
    markSharedCacheExpiry(req.method, response.headers);
    log.info("request", {
      requestId,
      method: req.method,
      path: req.nextUrl.pathname,
      status: response.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    return response;
  };
}

/**
 * A customer's request from a server-side storefront (the account token in Authorization) may carry the store's
 * private API token in X-Api-Token: its X-Buyer-IP then counts as with that token alone (lib/http/buyer-address.ts).
 * Without X-Api-Token, or with a public token or another store's, X-Buyer-IP is ignored; an X-Api-Token that is
 * not a valid API token → 401, like any credential that fails.
 */
async function acceptBuyerAddressBeside(req: NextRequest, tenantId: string): Promise<void> {
  if (!req.headers.has(buyerAddressHeader)) return;
  const vouching = req.headers.get(apiTokenHeader);
  if (vouching === null) return;
  const tenant = await verifyApiToken(vouching.trim());
  if (tenant.tenantId === tenantId) acceptBuyerAddress(req, tenant);
}

/** The store an authenticated caller belongs to (undefined on public routes). */
function tenantOf(auth: object): string | undefined {
  if ("tenantId" in auth && typeof auth.tenantId === "string") return auth.tenantId;
  if ("tenant" in auth) return (auth as TenantAuth).tenant.tenantId;
  return undefined;
}

/** A public route: no token (health, OpenAPI document, sandbox engine). */
export function withPublic(handler: Handler<RequestContext>, options?: RouteOptions): NextHandler {
  return run(
    () => Promise.resolve({}),
    () => undefined,
    handler,
    options,
  );
}

/** A storefront route: an API token names the tenant. */
export function withTenant(handler: Handler<TenantContext>, options?: RouteOptions): NextHandler {
  return run<TenantAuth>(
    async (req) => {
      const header = req.headers.get("authorization");
      const fromQuery = header === null && options?.tokenInQuery ? (req.nextUrl.searchParams.get("token") ?? undefined) : undefined;
      const tenant = await verifyApiToken(fromQuery ?? bearerToken(header));
      // A private token belongs on a server: in a URL it may end up in logs, so it is never taken from one.
      if (fromQuery !== undefined && tenant.private) throw new UnauthenticatedError();
      acceptBuyerAddress(req, tenant); // a private token's X-Buyer-IP, only now that the token is verified
      return { tenant };
    },
    ({ tenant }, req) => ({ tenantId: tenant.tenantId, scope: apiCallerScope(tenant.tokenId, rateLimitAddress(req)) }),
    handler,
    options,
  );
}

/** An account route: an account token names the customer and their tenant. */
export function withAccount(handler: Handler<AccountContext>, options?: RouteOptions): NextHandler {
  return run<AccountAuth>(
    async (req) => {
      const account = await verifyAccountToken(bearerToken(req.headers.get("authorization")));
      await acceptBuyerAddressBeside(req, account.tenantId);
      return { account, tenantId: account.tenantId, customerId: account.customerId };
    },
    ({ tenantId, customerId }) => ({ tenantId, scope: `customer:${customerId}`, customerId }),
    handler,
    options,
  );
}

/**
 * A route open to a guest (API token) and to a signed-in customer (account token), like the carts: the token's
 * kind decides whose records the handler sees. Either token failing verification → 401.
 */
export function withShopper(handler: Handler<ShopperContext>, options?: RouteOptions): NextHandler {
  return run<ShopperAuth & { apiTokenId?: string }>(
    async (req): Promise<ShopperAuth & { apiTokenId?: string }> => {
      const token = bearerToken(req.headers.get("authorization"));
      const asAccount = async () => {
        const account = await verifyAccountToken(token);
        await acceptBuyerAddressBeside(req, account.tenantId);
        return { tenantId: account.tenantId, customerId: account.customerId };
      };
      // An account token goes straight to its own check (no failed API-token check first); one this process has
      // already verified is known by the token cache without decoding it.
      const isAccount =
        token !== undefined &&
        (cachedToken(`account:${token}`) !== undefined || (!cachedToken(`api:${token}`) && claimedTokenKind(token) === "account"));
      if (isAccount) return asAccount();
      try {
        const tenant = await verifyApiToken(token);
        acceptBuyerAddress(req, tenant);
        return { tenantId: tenant.tenantId, customerId: null, apiTokenId: tenant.tokenId };
      } catch (error) {
        if (!(error instanceof UnauthenticatedError) && !(error instanceof ApiError && error.status === 401)) throw error;
        return asAccount();
      }
    },
    // Guest callers of one API token get a key namespace each (token + address), as on every API-token route.
    ({ tenantId, customerId, apiTokenId }, req) => ({
      tenantId,
      scope: customerId === null ? apiCallerScope(apiTokenId ?? "", rateLimitAddress(req)) : `customer:${customerId}`,
      customerId: customerId ?? undefined,
    }),
    handler,
    options,
  );
}

/** An operator route (extension): a short-lived operator token names the tenant whose content is edited. */
export function withOperator(handler: Handler<OperatorContext>, options?: RouteOptions): NextHandler {
  return run<OperatorAuth>(
    async (req) => {
      const operator = await verifyOperatorToken(bearerToken(req.headers.get("authorization")));
      return { operator, tenantId: operator.tenantId };
    },
    ({ tenantId }) => ({ tenantId, scope: "operator" }),
    handler,
    options,
  );
}

const allMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof allMethods)[number];

/**
 * Exports every HTTP method for a route file: the given ones, JSON 405 with Allow for the rest,
 * and OPTIONS for CORS preflight.
 */
export function methods(handlers: Partial<Record<Method, NextHandler>>): Record<Method | "OPTIONS", NextHandler> {
  const allow = [...Object.keys(handlers), "OPTIONS"].join(", ");
  const notAllowed = withPublic(({ req }) =>
    Promise.resolve(
      json(
        { message: `The ${req.method} method is not supported for this route. Supported methods: ${allow}.`, code: "method_not_allowed" },
        { status: 405, headers: { Allow: allow } },
      ),
    ),
  );
  const options = withPublic(() =>
    Promise.resolve(new NextResponse(null, { status: 204, headers: { Allow: allow, "access-control-allow-methods": allow } })),
  );
  const result = { OPTIONS: options } as Record<Method | "OPTIONS", NextHandler>;
  for (const m of allMethods) result[m] = handlers[m] ?? notAllowed;
  return result;
}
