import net from "node:net";
import { fixtures } from "./fixtures";

export type RawAnswer = { status: number; ms: number; headers: Record<string, string>; sentBytes: number };

/**
 * One HTTP/1.1 request over a raw socket (node:net), so the framing is ours: `chunked` sends the body with
 * Transfer-Encoding: chunked (no length declared), otherwise Content-Length is declared. The body is written
 * as fast as the socket takes it, and the answer's status line is taken as soon as it arrives (the server may
 * answer before the upload ends). `ms` is the time from the first byte sent to the status line. With `declaredBytes`
 * over `bodyBytes` the upload stops short and the connection is held open: an answer then comes only from a server
 * that refuses the body without waiting for all of it.
 */
export function rawRequest({
  method = "POST",
  path,
  headers = {},
  bodyBytes,
  declaredBytes = bodyBytes,
  chunked,
  chunkSize = 16 * 1024,
  timeoutMs = 15_000,
}: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  bodyBytes: number;
  declaredBytes?: number;
  chunked: boolean;
  chunkSize?: number;
  timeoutMs?: number;
}): Promise<RawAnswer> {
  const url = new URL(fixtures().baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    const started = performance.now();
    let received = "";
    let sentBytes = 0;
    let done = false;
    const finish = (error?: Error, answer?: RawAnswer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(answer!);
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on("data", (data) => {
      received += data.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const [statusLine, ...lines] = received.slice(0, end).split("\r\n");
      const status = Number(statusLine?.split(" ")[1]);
      const head: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(":");
        if (i > 0) head[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      finish(undefined, { status, ms: performance.now() - started, headers: head, sentBytes });
    });
    socket.on("error", (error) => {
      // The server may close the connection after answering while we still write: only an error before any answer counts.
      if (!received) finish(error);
    });
    socket.on("close", () => finish(new Error(`connection closed without an answer (${received.length} bytes received)`)));
    socket.on("connect", () => {
      const head = [
        `${method} ${path} HTTP/1.1`,
        `Host: ${url.host}`,
        "Content-Type: application/json",
        chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${declaredBytes}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      const chunk = Buffer.alloc(chunkSize, 0x61); // "aaaa…": never valid JSON, never parsed anyway
      const writeMore = () => {
        while (!done && sentBytes < bodyBytes) {
          const size = Math.min(chunkSize, bodyBytes - sentBytes);
          const payload = size === chunkSize ? chunk : chunk.subarray(0, size);
          sentBytes += size;
          const ok = chunked
            ? socket.write(`${size.toString(16)}\r\n`) && socket.write(payload) && socket.write("\r\n")
            : socket.write(payload);
          if (!ok) {
            socket.once("drain", writeMore);
            return;
          }
        }
        if (!done && chunked && declaredBytes <= bodyBytes) socket.write("0\r\n\r\n");
      };
      writeMore();
    });
  });
}

/** The resident set size of a process in bytes (Linux /proc), or undefined where it cannot be read. */
export async function rssOf(pid: number | undefined): Promise<number | undefined> {
  if (!pid) return undefined;
  const { readFile } = await import("node:fs/promises");
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1]);
    return Number.isFinite(kb) ? kb * 1024 : undefined;
  } catch {
    return undefined;
  }
}
