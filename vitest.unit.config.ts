import { defineConfig } from "vitest/config";

// The unit layer: pure logic, no build, no database, no server (tests/unit/**). `npm test` runs it first;
// `npm run test:unit` runs it alone. The HTTP suites are vitest.config.ts.
export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // The SDK package's source (sdk/), as the app imports it (tsconfig.json's paths).
      "@storefront/sdk": `${import.meta.dirname}/sdk/src/index.ts`,
      // Modules marked server-only are plain Node here.
      "server-only": `${import.meta.dirname}/tests/unit/support/empty.ts`,
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
    testTimeout: 5_000,
  },
});
