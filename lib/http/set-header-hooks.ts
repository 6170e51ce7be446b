import http from "node:http";

export type HeaderValue = number | string | readonly string[];

/**
 * One rewrite of the headers Next.js sets on the Node response: answer the header to set instead (renamed or
 * changed), `"remove"` to drop it, or undefined to leave it as it is.
 */
export type HeaderRewrite = (
  res: http.ServerResponse,
  name: string,
  value: HeaderValue,
) => { name: string; value: HeaderValue } | "remove" | undefined;

const hooksKey = Symbol.for("storefront.set-header-hooks");
type Flagged = typeof globalThis & { [hooksKey]?: Map<string, HeaderRewrite> };

/**
 * Adds a named rewrite to `ServerResponse.prototype.setHeader`, patched once per process however many rewrites there
 * are (instrumentation.ts installs them in the built server). A name added twice keeps one rewrite.
 */
export function addSetHeaderHook(hookName: string, rewrite: HeaderRewrite): void {
  const g = globalThis as Flagged;
  let hooks = g[hooksKey];
  if (!hooks) {
    const installed = new Map<string, HeaderRewrite>();
    hooks = g[hooksKey] = installed;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the response as `this`
    const original = http.ServerResponse.prototype.setHeader;
    http.ServerResponse.prototype.setHeader = function setHeader(this: http.ServerResponse, name: string, value: HeaderValue) {
      for (const hook of installed.values()) {
        const next = hook(this, name, value);
        if (next === "remove") {
          this.removeHeader(name);
          return this;
        }
        if (next) ({ name, value } = next);
      }
      return original.call(this, name, value);
    } as typeof original;
  }
  hooks.set(hookName, rewrite);
}

/** Whether this process has the named rewrite installed. */
export function setHeaderHookInstalled(hookName: string): boolean {
  return (globalThis as Flagged)[hooksKey]?.has(hookName) === true;
}
