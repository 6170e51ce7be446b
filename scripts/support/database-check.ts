import { getEnv } from "../../lib/env";

/** DATABASE_URL with its password hidden, for messages. */
export function describeDatabaseUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(not a URL)";
  }
}

/** Why a connection to a database server failed, in words a newcomer can act on. */
export function connectionProblem(error: unknown, raw: string): string {
  const e = error as { code?: string; message?: string; errors?: { code?: string; message?: string }[] };
  const code = e.code ?? e.errors?.[0]?.code;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // described from the error alone
  }
  const host = url?.hostname || "localhost";
  const port = url?.port || "5432";
  const database = decodeURIComponent(url?.pathname.replace(/^\//, "") || "") || url?.username || "postgres";
  const user = decodeURIComponent(url?.username || "");
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `the database host "${host}" was not found; check the host name in DATABASE_URL.`;
    case "ECONNREFUSED":
      return `nothing accepts connections at ${host}:${port} (connection refused); is Postgres running there, on that port?`;
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${host}:${port} cannot be reached (${code}); check the host, the port and the network.`;
    case "3D000":
      return `the database "${database}" does not exist on ${host}:${port}; create it (createdb -h ${host} -p ${port}${user ? ` -U ${user}` : ""} ${database}) or fix the name in DATABASE_URL.`;
    case "28P01":
    case "28000":
      return `the server at ${host}:${port} refused the user or password in DATABASE_URL (${e.message ?? e.errors?.[0]?.message ?? code}).`;
    default:
      if (/timeout/i.test(e.message ?? ""))
        return `no answer from ${host}:${port} within 5 seconds; check the host, the port and the network.`;
      return `${e.message ?? e.errors?.[0]?.message ?? String(error)}${code ? ` (${code})` : ""}.`;
  }
}

/**
 * With a database server: connects once before anything else, so a wrong host, port, database name or password is
 * reported as such (not as a failed CREATE SCHEMA). Throws an Error whose message is the one line to print.
 */
export async function checkDatabaseServer(): Promise<void> {
  const env = getEnv();
  if (env.databaseDriver !== "pg" || !env.DATABASE_URL) return;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(`Cannot use DATABASE_URL=${describeDatabaseUrl(env.DATABASE_URL)}: ${connectionProblem(error, env.DATABASE_URL)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The first line of an error and of its causes, for one-line messages (drizzle wraps the driver's error). */
export function oneLine(error: unknown): string {
  const parts: string[] = [];
  let e: unknown = error;
  for (let i = 0; e && i < 3; i++) {
    const message = e instanceof Error ? e.message : typeof e === "string" ? e : JSON.stringify(e);
    const first = message.split("\n")[0]!.trim();
    if (first && !parts.some((p) => p.includes(first))) parts.push(first.length > 600 ? `${first.slice(0, 600)}…` : first);
    e = e instanceof Error ? (e as Error & { cause?: unknown }).cause : undefined;
  }
  return parts.join(": ");
}
