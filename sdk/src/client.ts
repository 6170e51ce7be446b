import createClient, { type Client, type FetchResponse, type MaybeOptionalInit, type Middleware } from "openapi-fetch";
import type { HttpMethod, MediaType, OperationRequestBodyContent, PathsWithMethod, RequiredKeysOf } from "openapi-typescript-helpers";
import { StorefrontApiError, type OperationKey } from "./errors.ts";
import type { paths } from "./generated/openapi.ts";
import { operationTokens } from "./generated/tokens.ts";
import { retrying, type RetryOptions } from "./retry.ts";

export type StorefrontClientOptions = {
  /** The API's root: `https://shop.example.com/api/v1` (a page of the same site may use `/api/v1`). */
  baseUrl: string;
  /** The store's API token (public or private), or an operator token for the /operator operations. */
  token?: string | null;
  /** A signed-in customer's account token (POST /account/login): sent to the account's operations and the cart's. */
  accountToken?: string | null;
  /** The fetch to use (default: the global one, looked up at each request). */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries of 429 and 503 after Retry-After (default 3 tries, waits of at most 10 s); `false` never retries. */
  retry?: RetryOptions | false;
  /** Headers sent with every request (an operation's own headers win). */
  headers?: Record<string, string>;
  /** Other fetch options for every request, e.g. `{ cache: "no-store" }`. */
  requestInit?: Omit<RequestInit, "body" | "headers" | "method" | "signal">;
};

/** A success: the body typed from the document, and the response (for headers such as ETag or Idempotent-Replayed). */
export type Success<Operation, Init> = {
  data: Exclude<FetchResponse<Operation & Record<string | number, unknown>, Init, MediaType>["data"], undefined>;
  response: Response;
};

/** An operation's success body by path and method: `ResponseData<"/carts/{cartId}", "get">`. */
export type ResponseData<Path extends keyof paths, Method extends HttpMethod & keyof paths[Path]> = Success<
  paths[Path][Method],
  object
>["data"];

/** An operation's JSON request body by path and method: `RequestBody<"/checkout", "post">`. */
export type RequestBody<Path extends keyof paths, Method extends HttpMethod & keyof paths[Path]> = OperationRequestBodyContent<
  paths[Path][Method]
>;

type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

/** One HTTP method: the paths that have it, their params and body, and their success body; an error throws. */
export type StorefrontMethod<Method extends HttpMethod> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  path: Path,
  ...init: InitParam<Init>
) => Promise<Success<paths[Path][Method], Init>>;

export type StorefrontClient = {
  GET: StorefrontMethod<"get">;
  POST: StorefrontMethod<"post">;
  PUT: StorefrontMethod<"put">;
  PATCH: StorefrontMethod<"patch">;
  DELETE: StorefrontMethod<"delete">;
  /** The openapi-fetch client underneath: answers `{data, error, response}` instead of throwing. */
  raw: Client<paths>;
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Authorization from the operation's token kind (the document's `security`): the account token where the operation
 * takes one (preferred where either works), the store's token elsewhere, whichever was given when only one was.
 * Every write gets an `Idempotency-Key` (a random UUID) unless the call sent one; retries repeat it.
 */
function authAndIdempotency(token: string | null, accountToken: string | null): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const kind = operationTokens[`${request.method} ${schemaPath}`];
      const bearer =
        kind === "public" ? null : kind === "account" || kind === "shopper" ? (accountToken ?? token) : (token ?? accountToken);
      if (bearer && !request.headers.has("authorization")) request.headers.set("authorization", `Bearer ${bearer}`);
      if (!safeMethods.has(request.method) && !request.headers.has("idempotency-key"))
        request.headers.set("idempotency-key", crypto.randomUUID());
      return request;
    },
  };
}

/**
 * A client of the Storefront API. Each method takes a path of the document and its `params` (`path`, `query`,
 * `header`) and `body`, and answers `{data, response}`; an answer other than 2xx throws a StorefrontApiError.
 *
 * ```ts
 * const api = createStorefrontClient({ baseUrl: "http://localhost:3000/api/v1", token });
 * const { data: products } = await api.GET("/products", { params: { query: { perPage: 5 } } });
 * ```
 */
export function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient {
  const { baseUrl, token = null, accountToken = null, retry, headers, requestInit } = options;
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createClient<paths>({
    ...requestInit,
    baseUrl,
    fetch: retrying(fetch, retry),
    headers: { accept: "application/json", ...headers },
  });
  raw.use(authAndIdempotency(token, accountToken));
  const method = (name: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") =>
    (async (path: string, init?: object) => {
      const call = raw[name] as (path: string, init?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      const { data, error, response } = await call(path, init);
      if (!response.ok) throw new StorefrontApiError(response, error, `${name} ${path}` as OperationKey);
      return { data, response };
    }) as unknown;
  return {
    GET: method("GET") as StorefrontMethod<"get">,
    POST: method("POST") as StorefrontMethod<"post">,
    PUT: method("PUT") as StorefrontMethod<"put">,
    PATCH: method("PATCH") as StorefrontMethod<"patch">,
    DELETE: method("DELETE") as StorefrontMethod<"delete">,
    raw,
  };
}
