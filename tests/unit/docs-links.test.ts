import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The docs hold together: every relative link in README.md, CONTRIBUTING.md and docs/*.md names a file of the
// repository, and the index (docs/README.md) links every page of docs/.
const root = path.resolve(import.meta.dirname, "../..");
const docsDir = path.join(root, "docs");
const docsPages = readdirSync(docsDir).filter((f) => f.endsWith(".md"));
const files = ["README.md", "CONTRIBUTING.md", ...docsPages.map((f) => `docs/${f}`)];

/** The targets of the Markdown links of a page, outside fenced code blocks. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return [...prose.matchAll(/\]\(([^()\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#");
}

describe("documentation links", () => {
  it.each(files)("every relative link in %s names a file of the repository", (file) => {
    const from = path.dirname(path.join(root, file));
    const broken = linkTargets(readFileSync(path.join(root, file), "utf8"))
      .filter(isRelative)
      .filter((target) => {
        const resolved = path.resolve(from, decodeURIComponent(target.split("#")[0]!));
        return !resolved.startsWith(root + path.sep) || !existsSync(resolved);
      });
    expect(broken).toEqual([]);
  });

  it("docs/README.md links every page of docs/", () => {
    const linked = new Set(
      linkTargets(readFileSync(path.join(docsDir, "README.md"), "utf8"))
        .filter(isRelative)
        .map((target) => path.resolve(docsDir, target.split("#")[0]!)),
    );
    const unlisted = docsPages.filter((f) => f !== "README.md" && !linked.has(path.join(docsDir, f)));
    expect(unlisted).toEqual([]);
  });
});
