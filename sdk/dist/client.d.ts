import { type Client, type FetchResponse, type MaybeOptionalInit } from "openapi-fetch";
import type { HttpMethod, MediaType, OperationRequestBodyContent, PathsWithMethod, RequiredKeysOf } from "openapi-typescript-helpers";
import type { paths } from "./generated/openapi.ts";
import { type RetryOptions } from "./retry.ts";
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
export type ResponseData<Path extends keyof paths, Method extends HttpMethod & keyof paths[Path]> = Success<paths[Path][Method], object>["data"];
/** An operation's JSON request body by path and method: `RequestBody<"/checkout", "post">`. */
export type RequestBody<Path extends keyof paths, Method extends HttpMethod & keyof paths[Path]> = OperationRequestBodyContent<paths[Path][Method]>;
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & {
    [key: string]: unknown;
})?] : [Init & {
    [key: string]: unknown;
}];
/** One HTTP method: the paths that have it, their params and body, and their success body; an error throws. */
export type StorefrontMethod<Method extends HttpMethod> = <Path extends PathsWithMethod<paths, Method>, Init extends MaybeOptionalInit<paths[Path], Method>>(path: Path, ...init: InitParam<Init>) => Promise<Success<paths[Path][Method], Init>>;
export type StorefrontClient = {
    GET: StorefrontMethod<"get">;
    POST: StorefrontMethod<"post">;
    PUT: StorefrontMethod<"put">;
    PATCH: StorefrontMethod<"patch">;
    DELETE: StorefrontMethod<"delete">;
    /** The openapi-fetch client underneath: answers `{data, error, response}` instead of throwing. */
    raw: Client<paths>;
};
/**
 * A client of the Storefront API. Each method takes a path of the document and its `params` (`path`, `query`,
 * `header`) and `body`, and answers `{data, response}`; an answer other than 2xx throws a StorefrontApiError.
 *
 * ```ts
 * const api = createStorefrontClient({ baseUrl: "http://localhost:3000/api/v1", token });
 * const { data: products } = await api.GET("/products", { params: { query: { perPage: 5 } } });
 * ```
 */
export declare function createStorefrontClient(options: StorefrontClientOptions): StorefrontClient;
export {};
