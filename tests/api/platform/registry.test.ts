import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operationList, operations } from "@/lib/api/registry";
import { api } from "../../support/http";

/** The operation registry (lib/api/registry.ts) and the route files under app/api/v1 must agree. */
const root = path.resolve(import.meta.dirname, "../../../app/api/v1");
const domainsDir = path.resolve(import.meta.dirname, "../../../lib/api/operations");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** app/api/v1/cms/pages/[pageSlug]/route.ts → /cms/pages/{pageSlug} */
function templateOf(file: string): string {
  const dir = path.relative(root, path.dirname(file)).split(path.sep).join("/");
  return `/${dir.replace(/\[\[\.\.\.([^\]]+)\]\]/g, "{...$1}").replace(/\[([^\]]+)\]/g, "{$1}")}`.replace(/\/$/, "") || "/";
}

const catchAll = "/{...path}";
const registryPaths = [...new Set(operationList.map((op) => op.path))].sort();

describe("the operation registry and the route files", () => {
  it("every route file under app/api/v1 is one line derived from the registry (the catch-all aside)", () => {
    const mismatches: string[] = [];
    const files = routeFiles(root).map((file) => ({ file, template: templateOf(file) }));
    for (const { file, template } of files) {
      if (template === catchAll) continue;
      const source = readFileSync(file, "utf8");
      if (!registryPaths.includes(template)) mismatches.push(`${template}: no operation declared at this path`);
      if (!source.includes(`routeFor(${JSON.stringify(template)})`))
        mismatches.push(`${template}: the route file does not call routeFor(${JSON.stringify(template)})`);
      if (!/export const \{ GET, POST, PUT, PATCH, DELETE, OPTIONS \} = routeFor\(/.test(source))
        mismatches.push(`${template}: the route file does not export every method`);
    }
    const templates = files.map((f) => f.template);
    for (const p of registryPaths) if (!templates.includes(p)) mismatches.push(`${p}: declared in the registry but no route file`);
    expect(mismatches).toEqual([]);
  });

  // The registry merges the domains' objects with spreads, so two domains declaring one operationId leave one operation
  // behind without a trace; checking operationList afterwards could never see it. The domains are read here as
  // declared, before any merge: every operationId once across all of them, and each one reaches the registry as itself.
  it("operationIds are unique across the domain files before they are merged, and every declared operation is served", async () => {
    const declared: { domain: string; id: string; op: unknown }[] = [];
    for (const file of readdirSync(domainsDir).filter((f) => f.endsWith(".ts"))) {
      const module = (await import(path.join(domainsDir, file))) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(module)) {
        if (!value || typeof value !== "object") continue;
        for (const [id, op] of Object.entries(value as Record<string, unknown>))
          if (op && typeof op === "object" && "run" in op && "path" in op) declared.push({ domain: `${file} ${exported}`, id, op });
      }
    }
    expect(declared.length).toBeGreaterThanOrEqual(operationList.length);
    const clashes = declared.filter((d, i) => declared.findIndex((e) => e.id === d.id) !== i).map((d) => `${d.id} (again in ${d.domain})`);
    expect(clashes).toEqual([]);
    const lost = declared.filter((d) => (operations as Record<string, unknown>)[d.id] !== d.op).map((d) => `${d.id} (${d.domain})`);
    expect(lost).toEqual([]);
    expect(declared.length).toBe(operationList.length);
  });

  it("operationIds are camelCase, and no method is declared twice at a path", () => {
    const ids = operationList.map((op) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    const keys = operationList.map((op) => `${op.method} ${op.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("the server answers each path with exactly the methods the registry declares", async () => {
    const answered: Record<string, string> = {};
    const declared: Record<string, string> = {};
    for (const p of registryPaths) {
      const concrete = p.replace(/\{[^}]+\}/g, "x");
      const res = await api("OPTIONS", concrete);
      answered[p] = `${res.status} ${res.headers.get("allow")}`;
      const methods = operationList.filter((op) => op.path === p).map((op) => op.method);
      declared[p] = `204 ${[...methods, "OPTIONS"].join(", ")}`;
    }
    expect(answered).toEqual(declared);
  });
});
