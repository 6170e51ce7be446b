import { fixtures, type StoreFixture } from "./fixtures";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON: the tests check it against the spec, not our types
export type ApiResponse<T = any> = { status: number; headers: Headers; body: T; text: string };

/** One HTTP call to the app under test; JSON in and out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function api<T = any>(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
  }
  if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  const url = path.startsWith("http") ? path : `${fixtures().baseUrl}${path.startsWith("/api") ? "" : "/api/v1"}${path}`;
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (res.status >= 400 && url.includes("/api/v1") && parsed !== undefined) {
    expectErrorCode(res.status, url, parsed);
    // In the API suite only (vitest): the registry pulls in the whole app, which Playwright's loader cannot resolve
    // (next/cache), and the browser flows import this file too; the API suite checks every operation's codes anyway.
    if (process.env.VITEST) {
      const { expectDeclaredCode } = await import("./declared-code");
      expectDeclaredCode(method, url, (parsed as { code: string }).code);
    }
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

/** Every error the API answers carries a stable snake_case `code` (docs/errors.md): checked on every error of every test. */
function expectErrorCode(status: number, url: string, body: unknown): void {
  const code = (body as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !/^[a-z][a-z0-9_]*$/.test(code))
    throw new Error(`${status} from ${url} has no error code: ${JSON.stringify(body).slice(0, 200)}`);
}

const tokenCache = new Map<string, string>();

/** Logs a seeded customer in once per test file and returns the account token. */
export async function loginAs(customer: { email: string; password: string }, store: StoreFixture = fixtures().demo): Promise<string> {
  const key = `${store.tenantId}:${customer.email}`;
  const hit = tokenCache.get(key);
  if (hit) return hit;
  const res = await api("POST", "/account/login", { token: store.apiToken, body: { email: customer.email, password: customer.password } });
  if (res.status !== 200) throw new Error(`login failed for ${customer.email}: ${res.status} ${res.text}`);
  tokenCache.set(key, res.body.token);
  return res.body.token;
}
