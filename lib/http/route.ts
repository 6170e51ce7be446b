import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { describeError, log } from "../log";
import {
  bearerToken,
  verifyAccountToken,
  verifyApiToken,
  verifyOperatorToken,
  type AccountCaller,
  type OperatorCaller,
  type TenantCaller,
} from "../auth/verify-token";
import { ApiError, isDatabaseUnavailable } from "./errors";
import { corsHeaders } from "./cors";

type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<Params> };

export type RequestContext<P> = { req: NextRequest; params: P; requestId: string };
export type TenantContext<P> = RequestContext<P> & { tenant: TenantCaller };
export type AccountContext<P> = RequestContext<P> & { account: AccountCaller; tenantId: string; customerId: string };
export type OperatorContext<P> = RequestContext<P> & { operator: OperatorCaller; tenantId: string };

type Handler<C> = (ctx: C) => Promise<Response>;
type NextHandler = (req: NextRequest, ctx: RouteContext) => Promise<Response>;

const requestIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): NextResponse {
  return NextResponse.json(body, { status: init.status ?? 200, headers: init.headers });
}

function errorResponse(error: unknown, requestId: string, req: NextRequest): Response {
  if (error instanceof ApiError) return json(error.body, { status: error.status, headers: error.headers });
  if (isDatabaseUnavailable(error)) {
    log.warn("database_unavailable", { requestId, path: req.nextUrl.pathname, ...describeError(error) });
    const unavailable = ApiError.unavailable();
    return json(unavailable.body, { status: unavailable.status, headers: unavailable.headers });
  }
  log.error("unhandled_error", { requestId, method: req.method, path: req.nextUrl.pathname, ...describeError(error) });
  return json({ message: "Server error. Please try again later." }, { status: 500 });
}

/** Runs a handler with a request id, structured logging, CORS and the one error path. */
function run<C>(authenticate: (req: NextRequest) => Promise<Omit<C, keyof RequestContext<unknown>>>, handler: Handler<C>): NextHandler {
  return async (req, routeContext) => {
    const started = performance.now();
    const incoming = req.headers.get("x-request-id");
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    let response: Response;
    try {
      const params = (await routeContext.params) ?? {};
      const auth = await authenticate(req);
      response = await handler({ req, params, requestId, ...auth } as C);
    } catch (error) {
      response = errorResponse(error, requestId, req);
    }
    response.headers.set("x-request-id", requestId);
    for (const [k, v] of Object.entries(corsHeaders(req))) response.headers.set(k, v);
    if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-store");
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

/** A public route: no token (health, OpenAPI document, sandbox engine). */
export function withPublic<P = Params>(handler: Handler<RequestContext<P>>): NextHandler {
  return run<RequestContext<P>>(async () => ({}), handler);
}

/** A storefront route: an API token names the tenant. */
export function withTenant<P = Params>(handler: Handler<TenantContext<P>>): NextHandler {
  return run<TenantContext<P>>(async (req) => ({ tenant: await verifyApiToken(bearerToken(req.headers.get("authorization"))) }), handler);
}

/** An account route: an account token names the customer and their tenant. */
export function withAccount<P = Params>(handler: Handler<AccountContext<P>>): NextHandler {
  return run<AccountContext<P>>(async (req) => {
    const account = await verifyAccountToken(bearerToken(req.headers.get("authorization")));
    return { account, tenantId: account.tenantId, customerId: account.customerId };
  }, handler);
}

/** An operator route (extension): a short-lived operator token names the tenant whose content is edited. */
export function withOperator<P = Params>(handler: Handler<OperatorContext<P>>): NextHandler {
  return run<OperatorContext<P>>(async (req) => {
    const operator = await verifyOperatorToken(bearerToken(req.headers.get("authorization")));
    return { operator, tenantId: operator.tenantId };
  }, handler);
}

const allMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof allMethods)[number];

/**
 * Exports every HTTP method for a route file: the given ones, JSON 405 with Allow for the rest,
 * and OPTIONS for CORS preflight.
 */
export function methods(handlers: Partial<Record<Method, NextHandler>>): Record<Method | "OPTIONS", NextHandler> {
  const allow = [...Object.keys(handlers), "OPTIONS"].join(", ");
  const notAllowed = withPublic(async ({ req }) =>
    json({ message: `The ${req.method} method is not supported for this route. Supported methods: ${allow}.` }, { status: 405, headers: { Allow: allow } }),
  );
  const options = withPublic(async () => new NextResponse(null, { status: 204, headers: { Allow: allow, "access-control-allow-methods": allow } }));
  const result = { OPTIONS: options } as Record<Method | "OPTIONS", NextHandler>;
  for (const m of allMethods) result[m] = handlers[m] ?? notAllowed;
  return result;
}
