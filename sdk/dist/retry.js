const retryable = new Set([429, 503]);
/** Retry-After as milliseconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value, now = Date.now()) {
    if (!value)
        return undefined;
    if (/^\d+$/.test(value.trim()))
        return Number(value.trim()) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(signal.reason);
        }, { once: true });
    });
}
/**
 * Wraps fetch: a 429 or 503 is tried again after its Retry-After (half a second, then doubling, when it sends
 * none), up to `maxAttempts` tries; an answer asking for a wait longer than `maxWaitMs` is returned as it is. The
 * same request goes again (its Idempotency-Key too, so a write is never done twice).
 */
export function retrying(fetch, options = {}, wait = sleep) {
    const maxAttempts = options === false ? 1 : Math.max(1, options.maxAttempts ?? 3);
    const maxWaitMs = options === false ? 0 : (options.maxWaitMs ?? 10_000);
    return async (request) => {
        for (let attempt = 1;; attempt++) {
            const last = attempt >= maxAttempts;
            const response = await fetch(last ? request : request.clone());
            if (last || !retryable.has(response.status))
                return response;
            const delay = retryAfterMs(response.headers.get("retry-after")) ?? 500 * 2 ** (attempt - 1);
            if (delay > maxWaitMs)
                return response;
            await response.body?.cancel();
            await wait(delay, request.signal);
        }
    };
}
