import { addSetHeaderHook, setHeaderHookInstalled } from "./set-header-hooks";

/**
 * Next.js drops `Content-Encoding` and `Content-Length` from a route handler's Response (it assumes the body may
 * have been decoded by fetch), so an answer cannot carry bytes compressed ahead of time. Route handlers name them
 * with these private headers instead, and `installEncodedAnswers` (instrumentation.ts, the built server) renames
 * them on the Node response as Next copies the headers over — before Next's own compression looks, so it sees the
 * body is already encoded and leaves it alone.
 */
export const encodingHeader = "x-storefront-content-encoding";
export const lengthHeader = "x-storefront-content-length";

const renamed: Record<string, string> = { [encodingHeader]: "content-encoding", [lengthHeader]: "content-length" };

export function installEncodedAnswers(): void {
  addSetHeaderHook("encoded-answers", (_res, name, value) => {
    const target = renamed[name.toLowerCase()];
    return target ? { name: target, value: Array.isArray(value) ? String(value[value.length - 1]) : value } : undefined;
  });
}

/** Whether this process renames the private headers (the built server does; elsewhere answers are not pre-encoded). */
export function encodedAnswersInstalled(): boolean {
  return setHeaderHookInstalled("encoded-answers");
}
