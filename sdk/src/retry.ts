/** Retries of 429 and 503, honouring Retry-After, bounded by attempts and by the longest wait. */
export type RetryOptions = {
  /** Tries in all, the first included (default 3; 1 never retries). */
  maxAttempts?: number;
  /** The longest single wait in milliseconds (default 10 000): an answer asking for longer is returned, not waited for. */
  maxWaitMs?: number;
};

type Fetch = (request: Request) => Promise<Response>;

const retryable = new Set([429, 503]);

/** Retry-After as milliseconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * Wraps fetch: a 429 or 503 is tried again after its Retry-After (half a second, then doubling, when it sends
 * none), up to `maxAttempts` tries; an answer asking for a wait longer than `maxWaitMs` is returned as it is. The
 * same request goes again (its Idempotency-Key too, so a write is never done twice).
 */
export function retrying(fetch: Fetch, options: RetryOptions | false = {}, wait = sleep): Fetch {
  const maxAttempts = options === false ? 1 : Math.max(1, options.maxAttempts ?? 3);
  const maxWaitMs = options === false ? 0 : (options.maxWaitMs ?? 10_000);
  return async (request) => {
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= maxAttempts;
      const response = await fetch(last ? request : request.clone());
      if (last || !retryable.has(response.status)) return response;
      const delay = retryAfterMs(response.headers.get("retry-after")) ?? 500 * 2 ** (attempt - 1);
      if (delay > maxWaitMs) return response;
      await response.body?.cancel();
      await wait(delay, request.signal);
    }
  };
}
