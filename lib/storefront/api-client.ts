/** The browser's client for /api/v1: JSON in and out, errors as ApiRequestError with the API's body. */
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
    if (status >= 500) return "Something went wrong on our side. Please try again.";
    return `The request failed (${status}).`;
  }
}

export type ApiOptions = { method?: string; body?: unknown; token?: string | null; signal?: AbortSignal; headers?: Record<string, string> };

export async function apiFetch<T>(path: string, { method = "GET", body, token, signal, headers: extra }: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache: "no-store",
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, { message: "We could not reach the shop. Check your connection and try again." });
  }
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!res.ok) throw new ApiRequestError(res.status, parsed);
  return parsed as T;
}
