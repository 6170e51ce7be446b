import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const sdk = path.resolve(import.meta.dirname, "../../sdk");

function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * sdk/dist is committed (so the package installs from its folder): it must be what sdk/src builds. When this fails,
 * run `npm run sdk:generate` (or `node sdk/build.mjs`) and commit.
 */
describe("the SDK's committed build (sdk/dist)", () => {
  it("is what its sources build (node sdk/build.mjs)", { timeout: 120_000 }, () => {
    const out = mkdtempSync(path.join(tmpdir(), "sdk-dist-"));
    try {
      execFileSync(process.execPath, [path.join(sdk, "build.mjs"), "--out", out], { stdio: "pipe" });
      const built = filesUnder(out).sort();
      expect(filesUnder(path.join(sdk, "dist")).sort()).toEqual(built);
      const stale = built.filter(
        (file) => readFileSync(path.join(out, file), "utf8") !== readFileSync(path.join(sdk, "dist", file), "utf8"),
      );
      expect(stale, "out of date: run npm run sdk:generate and commit").toEqual([]);
      expect(built).toContain("index.d.ts");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
