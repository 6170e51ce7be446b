import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultErrorCodes } from "@/lib/http/errors";

const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every code an error answer can carry, read from the code that sets them. */
function producedCodes(): Set<string> {
  const codes = new Set(Object.values(defaultErrorCodes));
  for (const file of [...sourceFiles(path.join(root, "lib")), ...sourceFiles(path.join(root, "app/api"))]) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/withCode\(\s*"([a-z_]+)"/g)) codes.add(m[1]!);
    for (const m of text.matchAll(/\brefuse\(\s*"([a-z_]+)"/g)) if (file.includes("check-points-to-redeem")) codes.add(m[1]!);
    if (file.includes(`${path.sep}http${path.sep}`) || file.includes(`app${path.sep}api`))
      for (const m of text.matchAll(/\bcode: "([a-z_]+)"/g)) codes.add(m[1]!);
  }
  return codes;
}

describe("docs/errors.md", () => {
  it("lists every error code the API can answer", () => {
    const doc = readFileSync(path.join(root, "docs/errors.md"), "utf8");
    const documented = new Set([...doc.matchAll(/`([a-z][a-z0-9_]+)`/g)].map((m) => m[1]!));
    const produced = producedCodes();
    expect(produced.size).toBeGreaterThan(40);
    expect([...produced].filter((code) => !documented.has(code)).sort()).toEqual([]);
  });
});
