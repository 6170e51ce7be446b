import type { NextRequest } from "next/server";
import { parseJsonBody, parseParams, parseQuery } from "../http/body";
import {
  json,
  methods,
  withAccount,
  withOperator,
  withPublic,
  withShopper,
  withTenant,
  type NextHandler,
  type RequestContext,
} from "../http/route";
import { isReply, type AnyOperation, type Caller, type HttpMethod } from "./operation";
import { operationList } from "./registry";

/**
 * The handler for one declared operation, fed into the one pipeline of lib/http/route.ts (request id, token,
 * rate limits, idempotency, deadline, CORS, the one error path). Inside it: path parameters parsed with their
 * declared schema, the query with parseQuery, the body with parseJsonBody (only when declared), then `run`.
 */
const handlers = new WeakMap<AnyOperation, NextHandler>();

export function handlerFor(op: AnyOperation): NextHandler {
  let handler = handlers.get(op);
  if (!handler) handlers.set(op, (handler = buildHandler(op)));
  return handler;
}

function buildHandler(op: AnyOperation): NextHandler {
  const execute = async (
    ctx: RequestContext &
      Partial<Omit<Caller<"account">, "customerId"> & Caller<"operator"> & Caller<"api"> & { customerId: string | null }>,
  ): Promise<Response> => {
    const params = op.params ? parseParams(op.params, ctx.params) : ctx.params;
    const query = op.query ? parseQuery(ctx.req, op.query) : undefined;
    const body = op.body ? await parseJsonBody(ctx.req, op.body) : undefined;
    const run = op.run as (input: unknown) => Promise<unknown>;
    const result = await run({ ...ctx, params, query, body });
    if (result instanceof Response) return result;
    const answer = isReply(result) ? result : { body: result, status: undefined, headers: undefined };
    return json(answer.body, { status: answer.status ?? op.status ?? 200, headers: { ...op.cache, ...answer.headers } });
  };
  const options = { rateLimit: op.rateLimit, idempotent: op.idempotent };
  switch (op.token) {
    case "api":
      return withTenant((ctx) => execute({ ...ctx, tenantId: ctx.tenant.tenantId }), options);
    case "account":
      return withAccount(execute, options);
    case "operator":
      return withOperator(execute, options);
    case "shopper":
      return withShopper(execute, options);
    case "public":
      return withPublic(execute, options);
  }
}

/** The route file's exports for a path: its declared methods, JSON 405 for the others, OPTIONS for CORS. */
export function routeFor(path: string) {
  const ops = operationList.filter((op) => op.path === path);
  if (ops.length === 0) throw new Error(`No operation is declared at ${path} (lib/api/operations).`);
  const handlers: Partial<Record<HttpMethod, NextHandler>> = {};
  for (const op of ops) handlers[op.method] = handlerFor(op);
  return methods(handlers);
}

export type { NextRequest };
