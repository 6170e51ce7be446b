import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Browser flows of the reference storefront. `npm test` starts the app and sets TEST_BASE_URL, TEST_FIXTURES,
// PLAYWRIGHT_OUTPUT_DIR and PLAYWRIGHT_JSON_OUTPUT_NAME; Debian's Chromium drives them (no browser download).
const outputDir = process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results";

export default defineConfig({
  testDir: "e2e",
  outputDir: path.join(outputDir, "artifacts"),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(outputDir, "playwright.json") }]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: process.env.TEST_BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    timezoneId: "Europe/London",
    screenshot: "only-on-failure",
    // A trace records every action's DOM and a screencast: about a sixth of a flow's CPU here (docs/testing.md). CI,
    // which runs every flow on 2 cores, keeps the failure's screenshot and error context instead;
    // PLAYWRIGHT_TRACE=retain-on-failure there, or any local run, keeps the trace of a failed flow.
    trace: process.env.CI && !process.env.PLAYWRIGHT_TRACE ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
