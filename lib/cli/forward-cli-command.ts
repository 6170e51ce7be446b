import { lockHolder } from "../data-dir";
import { readControlFile, type ControlFile } from "./control-file";
import { CliInputError, type CliCommand, type CliResult } from "./schemas";

/**
 * The server that holds the embedded database in `dataDir` and serves the CLI's commands: its control file names
 * the live process that holds the database's lock. Undefined when the database is free (the CLI opens it itself) or
 * held by something else (another CLI, a seed: the CLI's own open then says which process to wait for).
 */
export function runningServer(dataDir: string): (ControlFile & { since: string }) | undefined {
  const control = readControlFile(dataDir);
  const holder = lockHolder(dataDir);
  if (!control || !holder || holder.pid !== control.pid) return undefined;
  return { ...control, since: holder.since };
}

/** Sends one command to the running server's CLI endpoint (POST /api/cli, lib/cli/serve-cli-request.ts). */
export async function forwardCliCommand(server: ControlFile, command: CliCommand): Promise<CliResult> {
  let res: Response;
  try {
    res = await fetch(`${server.url}/api/cli`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.secret}`, "content-type": "application/json" },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new Error(
      `the server that holds the embedded database (process ${server.pid}) did not answer at ${server.url} (${why}); ` +
        `if it hangs, stop it (Ctrl+C in its terminal, or kill ${server.pid}) and run the command again.`,
    );
  }
  const body = (await res.json().catch(() => ({}))) as { result?: CliResult; message?: string };
  if (res.ok && body.result) return body.result;
  if (res.status === 422) throw new CliInputError(body.message ?? "The server refused the command.");
  throw new Error(
    `the server that holds the embedded database (process ${server.pid}) refused the command (${res.status}${body.message ? `: ${body.message}` : ""}).`,
  );
}
