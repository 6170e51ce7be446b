import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sdkFiles } from "@/scripts/support/sdk-files";

/**
 * The SDK's generated files (sdk/src/generated/) are committed, and CI lints and typechecks before it builds: they
 * must be what the current OpenAPI document generates. When this fails, run `npm run sdk:generate` and commit.
 */
describe("the SDK's generated files", () => {
  it("are what the registry's OpenAPI document generates (npm run sdk:generate)", { timeout: 60_000 }, async () => {
    const files = await sdkFiles();
    expect(Object.keys(files).length).toBe(4);
    const stale = Object.entries(files)
      .filter(([file, contents]) => readFileSync(path.join(import.meta.dirname, "../..", file), "utf8") !== contents)
      .map(([file]) => file);
    expect(stale, "out of date: run npm run sdk:generate and commit").toEqual([]);
  });
});
