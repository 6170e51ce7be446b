/** The browser's client for /api/v1: the typed SDK client, errors as ApiRequestError with the API's body. */
import { createStorefrontClient, StorefrontApiError, type StorefrontClient } from "@storefront/sdk";
import { plainFieldErrors } from "./plain-errors";

export type ValidationErrors = Record<string, string[]>;

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ApiRequestError.messageOf(status, body));
    this.name = "ApiRequestError";
  }

  /** The answer's stable snake_case `code` (docs/errors.md), where it sent one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === "string" ? code : undefined;
  }

  /** Field errors of a 422 response ({message, errors}), keyed by field name, in the shopper's words. */
  get fieldErrors(): ValidationErrors {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === "object" && !Array.isArray(errors) ? plainFieldErrors(errors as ValidationErrors) : {};
  }

  static messageOf(status: number, body: unknown): string {
    // A server failure's own text ("Server Error", "Internal Server Error") means nothing to a shopper.
    if (status >= 500)
      return status === 503
        ? "The shop is busy right now. Please try again in a moment."
        : "Something went wrong on our side. Please try again.";
    const errors = body && typeof body === "object" ? (body as { errors?: unknown }).errors : undefined;
    if (status === 422 && errors && typeof errors === "object" && Object.keys(errors).length) return "Please check the highlighted fields.";
    if (body && typeof body === "object") {
      const b = body as { message?: unknown; error?: unknown };
      if (typeof b.message === "string") return b.message;
      if (typeof b.error === "string") return b.error;
    }
    if (status === 429) return "Too many requests. Please wait a moment and try again.";
    return `The request failed (${status}).`;
  }
}

/**
 * The typed client (@storefront/sdk, generated from the API's OpenAPI document) of this site's /api/v1, as the
 * storefront's hooks use it: paths, params, bodies and answers are checked against the document when the app is
 * built. Its errors come out as ApiRequestError (the shopper's words; a network failure is status 0). No retries
 * here: React Query owns them in the browser. Each write gets an Idempotency-Key (the SDK's), unless it sends one.
 */
export function browserApi({
  token = null,
  accountToken = null,
}: {
  token?: string | null;
  accountToken?: string | null;
}): StorefrontClient {
  const api = createStorefrontClient({ baseUrl: "/api/v1", token, accountToken, retry: false, requestInit: { cache: "no-store" } });
  return {
    GET: inShoppersWords(api.GET),
    POST: inShoppersWords(api.POST),
    PUT: inShoppersWords(api.PUT),
    PATCH: inShoppersWords(api.PATCH),
    DELETE: inShoppersWords(api.DELETE),
    raw: api.raw,
  };
}

function inShoppersWords<Method>(method: Method): Method {
  const call = method as (path: string, init?: { signal?: AbortSignal }) => Promise<unknown>;
  return (async (path: string, init?: { signal?: AbortSignal }) => {
    try {
      return await call(path, init);
    } catch (error) {
      if (error instanceof StorefrontApiError)
        throw new ApiRequestError(error.status, error.body && typeof error.body === "object" ? error.body : undefined);
      if (init?.signal?.aborted) throw error;
      throw new ApiRequestError(0, { message: "We could not reach the shop. Check your connection and try again." });
    }
  }) as Method;
}
