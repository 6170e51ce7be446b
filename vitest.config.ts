import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // The SDK package's source (sdk/), as the app imports it (tsconfig.json's paths).
      "@storefront/sdk": `${import.meta.dirname}/sdk/src/index.ts`,
      // The suite reads the operation registry (tests/support/operations.ts), which imports domain modules marked
      // `server-only`; in Node that guard has no browser to keep them from, so it resolves to its empty module,
      // as it does under React's server condition.
      "server-only": path.join(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["tests/**/*.test.ts"],
    // tests/unit runs without a server (vitest.unit.config.ts), before this suite.
    exclude: ["tests/unit/**", "**/node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker process runs its files one after another in one module graph: a file here is an HTTP client of the
    // server under test, and loading the operation registry and its schemas again for each of 160 files cost more CPU
    // than the server spent answering them. A file that changes process.env or spies on a module restores it in its
    // afterEach/finally.
    isolate: false,
    // Three files at once: a file spends much of its time waiting on the server (with three, the cores still idled a
    // quarter of the embedded run). Measured on 2 cores, the embedded database: isolated with 2 workers 340 s, shared modules 257 s,
    // with 3 workers 224 s, 4 workers 214 s (more contention for 10 s); Postgres: 270 s before, 180 s after.
    maxWorkers: 3,
  },
});
