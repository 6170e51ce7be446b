import path from "node:path";
import { defineConfig } from "vitest/config";
import SlowFilesFirst from "./tests/support/slow-files-first";

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
    // Each file gets a store of its own, loaded with the demo data.
    setupFiles: ["tests/support/setup-own-store.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A file here is an HTTP client of the server under test: its worker keeps one module graph across its files rather
    // than loading the operation registry and its schemas again for each (that cost more CPU than the server's answers),
    // and three files run at once because each spends much of its time waiting on the server. Figures: docs/testing.md,
    // "Where CI's time goes". A file that changes process.env or spies on a module restores it in afterEach/finally.
    isolate: false,
    maxWorkers: 3,
    // The long files start first, so none runs alone at the end of a fresh clone's run.
    sequence: { sequencer: SlowFilesFirst },
  },
});
