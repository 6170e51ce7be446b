import path from "node:path";
import { describe, expect, it } from "vitest";
import { circles, importGraph, importedSpecifiers } from "@/scripts/support/import-graph";

const root = path.resolve(import.meta.dirname, "../..");

describe("no import circles (scripts/support/import-graph.ts; `npx tsx scripts/import-circles.ts` lists them)", () => {
  it("no file in app/, lib/, components/, hooks/ or db/ reaches itself through its imports", () => {
    const graph = importGraph(root);
    // The graph is the real one: the registry reaches the operations, a hook reaches the provider.
    expect(graph.get("lib/api/registry.ts")).toContain("lib/api/operations/platform.ts");
    expect(graph.get("hooks/use-api.ts")).toContain("components/providers/storefront-provider.tsx");
    expect(circles(graph)).toEqual([]);
  }, 30_000);

  it("no two folders of lib/ import each other: each pair of domains depends one way", () => {
    const folderOf = (file: string) => /^lib\/([^/]+)\//.exec(file)?.[1];
    const edges = new Set<string>();
    for (const [from, imports] of importGraph(root)) {
      const a = folderOf(from);
      for (const to of imports) {
        const b = folderOf(to);
        if (a && b && a !== b) edges.add(`${a} -> ${b}`);
      }
    }
    expect(edges).toContain("orders -> tickets");
    const bothWays = [...edges].filter((edge) => {
      const [a, b] = edge.split(" -> ");
      return a! < b! && edges.has(`${b} -> ${a}`);
    });
    expect(bothWays).toEqual([]);
  }, 30_000);

  it("counts static, type-only, re-exported and on-demand imports", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'export { c } from "./c";',
      'const d = async () => (await import("./d")).d;',
      "const e = (name: string) => import(name);",
    ].join("\n");
    expect(importedSpecifiers("x.ts", text)).toEqual(["./a", "./b", "./c", "./d"]);
  });

  it("finds a circle of three and leaves a chain alone", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["a"])],
    ]);
    expect(circles(graph)).toEqual([["a", "b", "c"]]);
    graph.set("c", new Set());
    expect(circles(graph)).toEqual([]);
  });
});
