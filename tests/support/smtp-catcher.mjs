// A real SMTP server for the test run (smtp-server): every mail the app delivers is parsed and appended to
// `file` as one JSON line. Recipients whose local part is `tempfail<N>-…` are refused with 451 for their
// first N attempts, `permfail-…` always with 550; each refusal is logged as a `{rejected: true}` line,
// so tests can watch the outbox worker's retries.
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";

function unfold(headerText) {
  return headerText.replace(/\r?\n[ \t]+/g, " ");
}

function decodeWords(value) {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, enc, text) => {
      if (enc.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}

function parseHeaders(text) {
  const headers = {};
  for (const line of unfold(text).split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    const key = line.slice(0, i).trim().toLowerCase();
    const value = decodeWords(line.slice(i + 1).trim());
    headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
  }
  return headers;
}

function decodeBody(body, encoding) {
  const enc = (encoding || "7bit").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const softBreaksGone = body.replace(/=\r?\n/g, "");
    const bytes = softBreaksGone.replace(/=([0-9A-Fa-f]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** A small MIME reader, enough for what nodemailer writes: headers, multipart trees, 7bit/QP/base64 leaves. */
function parseEntity(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const headerText = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split).replace(/^\r?\n\r?\n/, "") : "";
  const headers = parseHeaders(headerText);
  const type = (headers["content-type"] || "text/plain").toLowerCase();
  const leaves = [];
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"])?.[1];
    if (boundary) {
      const parts = body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith("--")) break;
        leaves.push(...parseEntity(part.replace(/^\r?\n/, "")).leaves);
      }
    }
  } else {
    leaves.push({ type: type.split(";")[0].trim(), content: decodeBody(body, headers["content-transfer-encoding"]) });
  }
  return { headers, leaves };
}

export function parseMail(raw) {
  const { headers, leaves } = parseEntity(raw);
  return {
    from: headers.from ?? null,
    subject: headers.subject ?? "",
    messageId: headers["message-id"] ?? null,
    text: leaves.find((l) => l.type === "text/plain")?.content.replace(/\r\n/g, "\n") ?? "",
    html: leaves.find((l) => l.type === "text/html")?.content.replace(/\r\n/g, "\n") ?? null,
    headers,
  };
}

/**
 * The inbox file's records, complete lines only: the catcher runs in its own process, so a reader can meet a line
 * still being appended (a large mail takes more than one write); that line is read next time, whole.
 */
export function readInboxFile(file) {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, "utf8").split("\n");
  lines.pop(); // after the last newline: "" or a line not yet complete
  return lines.filter((line) => line.trim() !== "").map((line) => JSON.parse(line));
}

export async function startSmtpCatcher({ file, host = "127.0.0.1", port = 0 }) {
  const refusals = new Map();
  const record = (entry) => appendFileSync(file, JSON.stringify({ at: new Date().toISOString(), ...entry }) + "\n");
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      const local = to.split("@")[0] ?? "";
      const temp = /^tempfail(\d+)-/.exec(local);
      if (temp) {
        const seen = refusals.get(to) ?? 0;
        if (seen < Number(temp[1])) {
          refusals.set(to, seen + 1);
          record({ rejected: true, code: 451, to: [to] });
          const error = new Error("Mailbox busy, try again later");
          error.responseCode = 451;
          return callback(error);
        }
      }
      if (local.startsWith("permfail-")) {
        record({ rejected: true, code: 550, to: [to] });
        const error = new Error("No such mailbox");
        error.responseCode = 550;
        return callback(error);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = parseMail(raw);
        record({
          rejected: false,
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...mail,
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = server.server.address().port;
  return {
    port: actualPort,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Run as its own process (tests/support/services.mjs does): `node smtp-catcher.mjs <inbox file>`.
// The test runner blocks its own event loop while vitest runs, so the server cannot live in it.
// Prints {"port": N} once listening; exits on SIGTERM or when its parent goes away (stdin closes).
if (process.argv[1] && import.meta.url === (await import("node:url")).pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node smtp-catcher.mjs <inbox file>");
    process.exit(2);
  }
  const catcher = await startSmtpCatcher({ file });
  process.stdout.write(JSON.stringify({ port: catcher.port }) + "\n");
  const shutdown = () => {
    const timer = setTimeout(() => process.exit(0), 2000);
    catcher.stop().finally(() => {
      clearTimeout(timer);
      process.exit(0);
    });
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  process.stdin.on("end", shutdown);
  process.stdin.on("error", shutdown);
  process.stdin.resume();
}
