import type { NextRequest } from "next/server";
import { parseInput, parseJsonBody, parseMultipartBody, parseParams, parseQuery, readJsonBody } from "../http/body";
import { ApiError } from "../http/errors";
import { answerFrom } from "../http/representation";
import {
  json,
  methods,
  withAnswerBody,
  withAccount,
  withOperator,
  withPublic,
  withShopper,
  withTenant,
  type NextHandler,
  type RequestContext,
} from "../http/route";
import { ForbiddenError } from "../errors/domain";
import { auditStaffWrite, recordBefore } from "./audit-staff-write";
import { isReply, type AnyOperation, type Caller, type HttpMethod } from "./operation";
import { operationList } from "./registry";
import { cachedAnswer, representationOf, toCachedAnswer, type CachedAnswer } from "./response-cache";

/**
 * The handler for one declared operation, fed into the one pipeline of lib/http/route.ts (request id, token,
 * rate limits, idempotency, deadline, CORS, the one error path). Inside it: path parameters parsed with their
 * declared schema, the query with parseQuery, the body with parseJsonBody (or parseMultipartBody for an upload; only
 * when declared), then `run`.
 */
const handlers = new WeakMap<AnyOperation, NextHandler>();

export function handlerFor(op: AnyOperation): NextHandler {
  let handler = handlers.get(op);
  if (!handler) handlers.set(op, (handler = buildHandler(op)));
  return handler;
}

/** The operationId of a declared operation (the caller holds the registry's objects, the routes the list's copies). */
function operationIdOf(op: AnyOperation): string {
  return operationList.find((o) => o.method === op.method && o.path === op.path)?.operationId ?? `${op.method} ${op.path}`;
}

/** A success answer others may cache (Cache-Control public): sent with an ETag, honouring If-None-Match and gzip. */
const isShared = (headers: Record<string, string>) => /(^|,)\s*public\s*(,|$)/i.test(headers["cache-control"] ?? "");

/** A JSON body parsed by the operation's schema and checked by its `checkBody`: one 422 naming every failing field. */
async function parseCheckedBody(op: AnyOperation, req: NextRequest, tenantId: string): Promise<unknown> {
  const data = await readJsonBody(req);
  let parsed: unknown;
  let refused: Record<string, string[]> | undefined;
  try {
    parsed = parseInput(op.body!, data);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422 || !("errors" in error.body)) throw error;
    refused = error.body.errors;
  }
  const problems = (await op.checkBody?.({ tenantId, body: data })) ?? [];
  if (!refused && problems.length === 0) return parsed;
  // Alone, a check's refusal keeps its own code (destination_outside_market…).
  const [only] = problems;
  if (!refused && only && problems.length === 1) throw only;
  const errors = { ...refused };
  for (const problem of problems) for (const [field, messages] of Object.entries(problem.errors)) errors[field] ??= messages;
  throw ApiError.validation(errors);
}

function buildHandler(op: AnyOperation): NextHandler {
  const run = op.run as (input: unknown) => Promise<unknown>;
  const finish = (result: unknown, scope: string): CachedAnswer | Response => {
    if (result instanceof Response) return result;
    const answer = isReply(result) ? result : { body: result, status: undefined, headers: undefined };
    return toCachedAnswer(answer.body, answer.status ?? op.status ?? 200, { ...op.cache, ...answer.headers }, scope);
  };
  const send = async (answer: CachedAnswer | Response, req: NextRequest, hit = false): Promise<Response> => {
    if (answer instanceof Response) return answer;
    const headers = hit && op.cacheStatus ? { ...answer.headers, "x-cache": "hit" } : answer.headers;
    if (op.method === "GET" && answer.status === 200 && (op.responseCache || isShared(headers)))
      return withAnswerBody(await answerFrom(representationOf(answer), req, { status: answer.status, headers }), answer.value);
    return json(answer.value, { status: answer.status, headers });
  };
  const execute = async (
    ctx: RequestContext &
      Partial<Omit<Caller<"account">, "customerId"> & Caller<"operator"> & Caller<"api"> & { customerId: string | null }>,
  ): Promise<Response> => {
    if (op.ownerOnly && ctx.operator?.role !== "owner")
      throw new ForbiddenError("Only the store's owners may do this.").withCode("owner_only");
    const params = op.params ? parseParams(op.params, ctx.params) : ctx.params;
    const query = op.query ? parseQuery(ctx.req, op.query) : undefined;
    const body = !op.body
      ? undefined
      : op.multipart
        ? await parseMultipartBody(ctx.req, op.body, op.multipart)
        : op.checkBody
          ? await parseCheckedBody(op, ctx.req, ctx.tenantId ?? "public")
          : await parseJsonBody(ctx.req, op.body);
    const input = { ...ctx, params, query, body };
    // Public operations (the OpenAPI document) are the same for everyone: one entry outside any tenant.
    const tenantId = ctx.tenantId ?? "public";
    const reader = op.method === "GET" && op.auditRead ? ctx.operator?.staff : undefined;
    if (reader) {
      const answer = finish(await run(input), tenantId);
      const kept = op.auditRead as (answer: unknown) => Record<string, unknown>;
      await auditStaffWrite({
        tenantId,
        staff: reader,
        op,
        operationId: operationIdOf(op),
        req: ctx.req,
        status: answer.status,
        body: query && Object.keys(query).length > 0 ? query : undefined,
        before: undefined,
        after: answer instanceof Response ? undefined : kept(answer.value),
      });
      return send(answer, ctx.req);
    }
    const staff = op.method !== "GET" ? ctx.operator?.staff : undefined;
    if (staff) {
      const before = await recordBefore(op, operationList, params, async (reader, readerParams) => {
        const readerQuery = reader.query?.safeParse({});
        const result = await (reader.run as (input: unknown) => Promise<unknown>)({
          ...ctx,
          params: readerParams,
          query: readerQuery?.data,
          body: undefined,
        });
        return isReply(result) ? result.body : result;
      });
      const answer = finish(await run(input), tenantId);
      await auditStaffWrite({
        tenantId,
        staff,
        op,
        operationId: operationIdOf(op),
        req: ctx.req,
        status: answer.status,
        body: op.multipart ? describeUpload(body) : body,
        before,
        after: answer instanceof Response ? undefined : answer.value,
      });
      return send(answer, ctx.req);
    }
    const spec = op.method === "GET" ? op.responseCache : undefined;
    if (!spec || (spec.bypass as ((input: unknown) => boolean) | undefined)?.({ query }))
      return send(finish(await run(input), tenantId), ctx.req);
    const { answer, hit } = await cachedAnswer({
      tenantId,
      key: [
        "answer",
        op.method,
        op.path,
        JSON.stringify(params ?? null),
        JSON.stringify(query ?? null),
        spec.vary ? await (spec.vary as (input: unknown) => Promise<string>)({ tenantId, query, req: ctx.req }) : "",
      ],
      tags: (spec.tags as (input: unknown) => string[])({ params, query }),
      fresh: spec.fresh,
      req: ctx.req,
      load: async () => finish(await run(input), tenantId),
    });
    return send(answer, ctx.req, hit);
  };
  const options = {
    rateLimit: op.rateLimit,
    idempotent: op.idempotent,
    tokenInQuery: op.tokenInQuery,
    jsonBody: op.body !== undefined && !op.multipart,
    multipartBody: op.body !== undefined ? op.multipart : undefined,
    maxJsonBytes: op.maxJsonBytes,
  };
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

/** An upload's fields as the audit log keeps them: each file by its name, type and size, never its bytes. */
function describeUpload(body: unknown): unknown {
  if (!body || typeof body !== "object") return body;
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, v instanceof File ? { filename: v.name, type: v.type, bytes: v.size } : v]),
  );
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
