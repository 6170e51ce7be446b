import createClient from "openapi-fetch";
import { StorefrontApiError } from "./errors.js";
import { operationTokens } from "./generated/tokens.js";
import { retrying } from "./retry.js";
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Authorization from the operation's token kind (the document's `security`): the account token where the operation
 * takes one (preferred where either works), the store's token elsewhere, whichever was given when only one was.
 * Every write gets an `Idempotency-Key` (a random UUID) unless the call sent one; retries repeat it.
 */
function authAndIdempotency(token, accountToken) {
    return {
        onRequest({ request, schemaPath }) {
            const kind = operationTokens[`${request.method} ${schemaPath}`];
            const bearer = kind === "public" ? null : kind === "account" || kind === "shopper" ? (accountToken ?? token) : (token ?? accountToken);
            if (bearer && !request.headers.has("authorization"))
                request.headers.set("authorization", `Bearer ${bearer}`);
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
export function createStorefrontClient(options) {
    const { baseUrl, token = null, accountToken = null, retry, headers, requestInit } = options;
    const fetch = options.fetch ?? ((request) => globalThis.fetch(request));
    const raw = createClient({
        ...requestInit,
        baseUrl,
        fetch: retrying(fetch, retry),
        headers: { accept: "application/json", ...headers },
    });
    raw.use(authAndIdempotency(token, accountToken));
    const method = (name) => (async (path, init) => {
        const call = raw[name];
        const { data, error, response } = await call(path, init);
        if (!response.ok)
            throw new StorefrontApiError(response, error, `${name} ${path}`);
        return { data, response };
    });
    return {
        GET: method("GET"),
        POST: method("POST"),
        PUT: method("PUT"),
        PATCH: method("PATCH"),
        DELETE: method("DELETE"),
        raw,
    };
}
