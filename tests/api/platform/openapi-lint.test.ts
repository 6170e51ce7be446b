import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../../support/openapi";

/**
 * The served document is good for client generators: Spectral (spectral:oas) and Redocly (recommended) find
 * nothing at all, and openapi-typescript gives every component schema a named type. About 10 s (three CLIs).
 */
const run = promisify(execFile);
const bin = (name: string) => path.resolve(import.meta.dirname, "../../../node_modules/.bin", name);

let dir: string;
let file: string;
let doc: { components?: { schemas?: Record<string, unknown> } };

beforeAll(async () => {
  doc = (await openApiDocument()) as typeof doc;
  dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
  file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(doc, null, 2));
  writeFileSync(path.join(dir, ".spectral.yaml"), 'extends: ["spectral:oas"]\n');
  for (const name of ["redocly.yaml", ".redocly.lint-ignore.yaml"])
    copyFileSync(path.join(import.meta.dirname, "redocly", name), path.join(dir, name));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a CLI that exits non-zero when it finds problems; its report is on stdout either way. */
async function cli(name: string, args: string[]): Promise<string> {
  try {
    return (await run(bin(name), args, { cwd: dir, maxBuffer: 32 * 1024 * 1024 })).stdout;
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return stdout;
    throw error;
  }
}

describe("the OpenAPI document for client generators", { timeout: 120_000 }, () => {
  it("Spectral (spectral:oas): 0 errors, 0 warnings", async () => {
    const out = await cli("spectral", ["lint", "-r", path.join(dir, ".spectral.yaml"), "-f", "json", "--quiet", file]);
    const problems = (
      JSON.parse(out.slice(out.indexOf("["), out.lastIndexOf("]") + 1)) as { code: string; path: string[]; message: string }[]
    ).map((p) => `${p.code} ${p.path.join(".")}: ${p.message}`);
    expect(problems).toEqual([]);
  });

  it("Redocly (recommended, with the one exception of redocly/.redocly.lint-ignore.yaml): 0 errors, 0 warnings", async () => {
    const out = await cli("redocly", ["lint", "--format=json", "openapi.json"]);
    const report = JSON.parse(out.slice(out.indexOf("{"), out.lastIndexOf("}") + 1)) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string; ignored?: boolean }[];
    };
    expect({
      totals: report.totals,
      problems: report.problems.filter((p) => !p.ignored).map((p) => `${p.ruleId}: ${p.message}`),
    }).toEqual({ totals: { errors: 0, warnings: 0, ignored: 1 }, problems: [] });
  });

  it("openapi-typescript generates a named type for every component schema", async () => {
    const out = path.join(dir, "openapi.d.ts");
    await cli("openapi-typescript", [file, "-o", out]);
    const types = readFileSync(out, "utf8");
    const block = types.slice(types.indexOf("    schemas: {"), types.indexOf("    responses:"));
    const named = new Set([...block.matchAll(/^ {8}([A-Za-z0-9_]+): /gm)].map((m) => m[1]));
    const schemas = Object.keys(doc.components?.schemas ?? {});
    expect(schemas.length).toBeGreaterThan(30);
    expect(schemas.filter((name) => !named.has(name))).toEqual([]);
    // Operations use the names: a response body is a reference, not an inline copy.
    expect(types).toMatch(/"application\/json": components\["schemas"\]\["CmsPage"\]/);
  });
});
