import { fixtures } from "./fixtures";

/** Cookies of a response as one Cookie header value (name=value pairs only). */
function cookiesOf(res: Response, jar: Map<string, string>): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair!.indexOf("=");
    const name = pair!.slice(0, i).trim();
    const value = pair!.slice(i + 1).trim();
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
}

export type Browser = { cookie: () => string; get: (path: string) => Promise<Response & { bodyText: string }>; jar: Map<string, string> };

/** A cookie jar that follows no redirects: each answer as it is (status, Location, HTML). */
export function browser(): Browser {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return {
    jar,
    cookie,
    async get(path: string) {
      const res = await fetch(`${fixtures().baseUrl}${path}`, { headers: { cookie: cookie(), accept: "text/html" }, redirect: "manual" });
      cookiesOf(res, jar);
      const bodyText = await res.text();
      return Object.assign(res, { bodyText });
    },
  };
}

/** Signs the reference storefront in (next-auth credentials over HTTP, as the login form does); throws when refused. */
export async function signInStorefront(customer: { email: string; password: string }): Promise<Browser> {
  const b = browser();
  const base = fixtures().baseUrl;
  const csrf = await fetch(`${base}/api/auth/csrf`, { headers: { cookie: b.cookie() } });
  cookiesOf(csrf, b.jar);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = new URLSearchParams({
    csrfToken,
    email: customer.email,
    password: customer.password,
    callbackUrl: `${base}/account`,
    json: "true",
  });
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: b.cookie() },
    body: form,
    redirect: "manual",
  });
  cookiesOf(res, b.jar);
  if (![...b.jar.keys()].some((k) => k.endsWith("next-auth.session-token")))
    throw new Error(`storefront sign-in failed: ${res.status} ${await res.text()}`);
  return b;
}

/**
 * Where a page sends the browser: a Location header (307/308), or, when the page streams (a loading state),
 * Next's meta refresh / redirect marker in the HTML. undefined when the page renders without redirecting.
 */
export function redirectTarget(res: Response & { bodyText: string }): string | undefined {
  const location = res.headers.get("location");
  if (location) return location;
  const meta = res.bodyText.match(/<meta[^>]+id="__next-page-redirect"[^>]+content="\d+;url=([^"]+)"/);
  if (meta?.[1]) return meta[1].replace(/&amp;/g, "&");
  const marker = res.bodyText.match(/NEXT_REDIRECT;(?:replace|push);([^;"\\]+);30[78]/);
  return marker?.[1];
}
