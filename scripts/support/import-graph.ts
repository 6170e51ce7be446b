import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The app's import graph at file level (app/, lib/, components/, hooks/, db/), read with the TypeScript compiler
 * (tsconfig.json's paths and module resolution), for scripts/import-circles.ts and
 * tests/unit/import-circles.test.ts.
 * Every import counts: static imports and re-exports, type-only ones included (a type shared both ways still ties two
 * modules into one), and `import("…")` with a literal path (loading on demand defers a circle, it does not remove it).
 */
export const graphRoots = ["app", "lib", "components", "hooks", "db"];

export type ImportGraph = Map<string, Set<string>>;

function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(root, rel));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, "tsconfig.json");
  const read = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p));
  return ts.parseJsonConfigFileContent(read.config as object, ts.sys, root).options;
}

/** The module specifiers a file imports: static imports, re-exports and `import("…")` calls with a literal path. */
export function importedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) specifiers.push(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Files (repo-relative, forward slashes) and the repo files each one imports. */
export function importGraph(root: string, roots: string[] = graphRoots): ImportGraph {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (s) => s, options);
  const graph: ImportGraph = new Map();
  for (const file of roots.flatMap((dir) => sourceFiles(root, dir))) {
    const absolute = path.join(root, file);
    const edges = new Set<string>();
    for (const specifier of importedSpecifiers(absolute, readFileSync(absolute, "utf8"))) {
      const resolved = ts.resolveModuleName(specifier, absolute, options, host, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.relative(root, resolved.resolvedFileName).split(path.sep).join("/");
      if (target.startsWith("..") || target.includes("node_modules/") || target.endsWith(".d.ts")) continue;
      if (target !== file) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The graph's strongly connected components of more than one file (each a set of files importing each other in a circle), sorted. */
export function circles(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  // Tarjan's algorithm, iterative (the graph is deep enough to matter for recursion on a small stack).
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work: { node: string; edges: string[]; i: number }[] = [];
    const open = (node: string) => {
      indices.set(node, index);
      low.set(node, index);
      index++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: [...(graph.get(node) ?? [])], i: 0 });
    };
    open(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      if (frame.i < frame.edges.length) {
        const next = frame.edges[frame.i++]!;
        if (!indices.has(next)) open(next);
        else if (onStack.has(next)) low.set(frame.node, Math.min(low.get(frame.node)!, indices.get(next)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === indices.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) out.push(component.sort());
      }
    }
  }
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The folder a lib file belongs to ("lib/orders/x.ts" → "orders"; "lib/env.ts" → "env"). */
export function libFolder(file: string): string | undefined {
  const m = /^lib\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(file);
  return m?.[1];
}

/** Pairs of lib folders that import each other, each with one example file edge per direction. */
export function twoWayFolders(graph: ImportGraph): { pair: [string, string]; ab: string; ba: string }[] {
  const edges = new Map<string, string>();
  for (const [from, targets] of graph) {
    const a = libFolder(from);
    if (!a) continue;
    for (const to of targets) {
      const b = libFolder(to);
      if (b && b !== a && !edges.has(`${a}>${b}`)) edges.set(`${a}>${b}`, `${from} → ${to}`);
    }
  }
  const out: { pair: [string, string]; ab: string; ba: string }[] = [];
  for (const [key, ab] of edges) {
    const [a, b] = key.split(">") as [string, string];
    const ba = edges.get(`${b}>${a}`);
    if (ba && a < b) out.push({ pair: [a, b], ab, ba });
  }
  return out.sort((x, y) => x.pair.join().localeCompare(y.pair.join()));
}
