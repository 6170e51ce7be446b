import { getEnv } from "./env";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function write(level: Level, event: string, fields: Record<string, unknown>): void {
  let threshold: Level | "silent" = "info";
  try {
    threshold = getEnv().LOG_LEVEL;
  } catch {
    // An invalid environment is reported elsewhere; logging must still work.
  }
  if (order[level] < order[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (event === "request" && (level === "info" || level === "debug")) return bufferInfo(line + "\n");
  flushInfo();
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

/**
 * The per-request lines (event "request") are written together once per turn of the event loop: under load one write
 * carries the lines of every request that finished meanwhile, instead of one system call per request (writes to a
 * file or a pipe are synchronous). Every other line goes out at once, after what is buffered (so the order holds,
 * and a script's output is never followed by a late log line), and the buffer is written when the process exits.
 */
type InfoBuffer = { lines: string[]; scheduled: boolean };
const bufferKey = Symbol.for("storefront.log-buffer");
const g = globalThis as typeof globalThis & { [bufferKey]?: InfoBuffer };

function infoBuffer(): InfoBuffer {
  let buffer = g[bufferKey];
  if (!buffer) {
    buffer = g[bufferKey] = { lines: [], scheduled: false };
    if (typeof process.on === "function") process.on("exit", flushInfo);
  }
  return buffer;
}

function bufferInfo(line: string): void {
  const buffer = infoBuffer();
  buffer.lines.push(line);
  if (buffer.scheduled) return;
  buffer.scheduled = true;
  setImmediate(flushInfo);
}

function flushInfo(): void {
  const buffer = infoBuffer();
  buffer.scheduled = false;
  if (buffer.lines.length === 0) return;
  const text = buffer.lines.join("");
  buffer.lines = [];
  process.stdout.write(text);
}

/** Structured JSON logs, one line per event. */
export const log = {
  debug: (event: string, fields: Record<string, unknown> = {}) => write("debug", event, fields),
  info: (event: string, fields: Record<string, unknown> = {}) => write("info", event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write("warn", event, fields),
  error: (event: string, fields: Record<string, unknown> = {}) => write("error", event, fields),
};

/**
 * An error as log fields. Drizzle wraps the database's error (`Failed query: …`) and keeps it as `cause`: its SQLSTATE
 * code, message, constraint and table are kept too (`dbCode`, `dbError`, `constraint`, `table`), so a log line says
 * which rule the database enforced, not only which statement failed; a cause without a code (the pool's connect
 * timeout) is kept as `cause`. The database's `detail` (it quotes the values) and the statement's parameters are not
 * logged.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    // Drizzle's message ends with the statement's parameters (e-mails, names, hashes): the statement is kept, not them.
    const message = error.message.replace(/\nparams: [\s\S]*$/, "\nparams: (not logged)");
    const stack = error.stack?.replace(error.message, message);
    const fields: Record<string, unknown> = { error: message, name: error.name, code, stack };
    let cause: unknown = error.cause;
    for (let depth = 0; cause && depth < 5; depth++, cause = (cause as { cause?: unknown }).cause) {
      const c = cause as { code?: unknown; message?: unknown; constraint?: unknown; table?: unknown };
      // A cause without a database code (a connect timeout, a closed socket) is still the reason: its message is kept.
      if (typeof c.code !== "string") {
        if (fields.cause === undefined && typeof c.message === "string") fields.cause = c.message.slice(0, 300);
        continue;
      }
      fields.dbCode = c.code;
      if (typeof c.message === "string") fields.dbError = c.message;
      if (typeof c.constraint === "string") fields.constraint = c.constraint;
      if (typeof c.table === "string") fields.table = c.table;
      if (code === undefined) fields.code = c.code;
      break;
    }
    return fields;
  }
  return { error: String(error) };
}
