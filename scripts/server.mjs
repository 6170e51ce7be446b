import { parseArgs } from "node:util";

// The storefront's HTTP server: Next.js through its documented custom-server API (`next()` and its request handler),
// inside a Node server of our own (lib/http/node-server.mjs) that stamps each request with its socket's address and
// gives Next a response class of ours, so no prototype of Node or Next is patched. Takes `next start`'s place in
// npm start, npm run serve and the test, bench and scale harnesses:
//   node scripts/server.mjs [-p PORT] [-H HOST] [--dev]
const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p", default: process.env.PORT || "3000" },
    hostname: { type: "string", short: "H", default: "0.0.0.0" },
    dev: { type: "boolean", default: false },
  },
});
const dev = values.dev === true;
const port = Number(values.port);
const hostname = values.hostname;
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Error: the port must be a whole number from 0 to 65535 (got "${values.port}").`);
  process.exit(1);
}

// What `next start` and `next dev` set before loading the server (instrumentation.ts reads NEXT_RUNTIME).
process.env.NODE_ENV ??= dev ? "development" : "production";
process.env.NEXT_RUNTIME ??= "nodejs";
process.env.NEXT_PRIVATE_START_TIME ??= String(Date.now());
// The address the server listens on, as `next start -p -H` leaves it for the app (the CLI endpoint reads both).
process.env.PORT = String(port);
process.env.HOSTNAME = hostname;

const [{ default: next }, { createStorefrontServer, runShutdownWork }] = await Promise.all([
  import("next"),
  import("../lib/http/node-server.mjs"),
]);
const app = next({ dev, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const server = createStorefrontServer((req, res) => handle(req, res));
server.on("error", (error) => {
  console.error(`Error: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? address.port : port;
  console.log(`Ready on http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${shown}`);
});

// Like `next start`: stop taking connections, let requests under way finish, write what is held in memory (the
// beacon's buffered events), close Next (its after() work), then exit with the signal's code.
let closing = false;
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => {
      void runShutdownWork(10_000)
        .then(() => app.close())
        .finally(() => process.exit(code));
    });
    if (dev) server.closeAllConnections();
    else server.closeIdleConnections();
  });
}
