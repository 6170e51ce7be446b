/** Retries of 429 and 503, honouring Retry-After, bounded by attempts and by the longest wait. */
export type RetryOptions = {
    /** Tries in all, the first included (default 3; 1 never retries). */
    maxAttempts?: number;
    /** The longest single wait in milliseconds (default 10 000): an answer asking for longer is returned, not waited for. */
    maxWaitMs?: number;
};
type Fetch = (request: Request) => Promise<Response>;
/** Retry-After as milliseconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export declare function retryAfterMs(value: string | null, now?: number): number | undefined;
declare function sleep(ms: number, signal: AbortSignal | null): Promise<void>;
/**
 * Wraps fetch: a 429 or 503 is tried again after its Retry-After (half a second, then doubling, when it sends
 * none), up to `maxAttempts` tries; an answer asking for a wait longer than `maxWaitMs` is returned as it is. The
 * same request goes again (its Idempotency-Key too, so a write is never done twice).
 */
export declare function retrying(fetch: Fetch, options?: RetryOptions | false, wait?: typeof sleep): Fetch;
export {};
