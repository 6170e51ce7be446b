import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { declaredErrorCodes } from "@/lib/api/error-codes";
import { openApiDocument } from "@/lib/api/openapi";
import { operationErrorCodes } from "@/lib/api/operation-error-codes";
import { operationList } from "@/lib/api/registry";
import { errorCodeStatus } from "@/lib/errors/codes";

/**
 * The declarations the document's closed `code` enums come from hold together: every operation declares its codes
 * (an operation added without an entry fails here), every declared code is one of lib/errors/codes.ts, which lists
 * exactly the codes of docs/errors.md with their statuses. tests/support/http.ts checks the answers themselves.
 */
const root = path.resolve(import.meta.dirname, "../..");
const documented = new Map(
  [...readFileSync(path.join(root, "docs/errors.md"), "utf8").matchAll(/^\|\s*(\d{3})\s*\|\s*(?:<a id="[a-z_]+"><\/a>)?`([a-z_]+)`/gm)].map(
    (m) => [m[2]!, Number(m[1])] as const,
  ),
);

describe("error codes", () => {
  it("lib/errors/codes.ts lists the codes of docs/errors.md, each with its status", () => {
    expect(documented.size).toBeGreaterThan(90);
    expect(Object.fromEntries(documented)).toEqual(errorCodeStatus);
  });

  it("each code has its entry (an anchor) on docs/errors.md", () => {
    const page = readFileSync(path.join(root, "docs/errors.md"), "utf8");
    const anchors = new Set([...page.matchAll(/<a id="([a-z_]+)"><\/a>/g)].map((m) => m[1]));
    expect(Object.keys(errorCodeStatus).filter((code) => !anchors.has(code))).toEqual([]);
  });

  it("every operation declares its own codes in lib/api/operation-error-codes.ts, and only operations do", () => {
    const ids = operationList.map((op) => op.operationId).sort();
    expect(ids.filter((id) => !(id in operationErrorCodes))).toEqual([]);
    expect(Object.keys(operationErrorCodes).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("every declared code is a known code", () => {
    const unknown = Object.entries(operationErrorCodes).flatMap(([id, codes]) =>
      (codes as readonly string[]).filter((code) => !(code in errorCodeStatus)).map((code) => `${id}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });

  it("the codes an operation's own error descriptions name are declared", () => {
    const missing: string[] = [];
    for (const op of operationList)
      for (const spec of Object.values(op.errors ?? {})) {
        const description = typeof spec === "string" ? spec : (spec?.description ?? "");
        for (const [, code] of description.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g))
          if (code! in errorCodeStatus && !declaredErrorCodes(op).includes(code as never)) missing.push(`${op.operationId}: ${code}`);
      }
    expect(missing).toEqual([]);
  });

  it("every error response of the document closes `code` to its operation's codes of that status", () => {
    type Response = { $ref?: string; content?: Record<string, { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }> };
    const document = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
      components: { responses: Record<string, Response> };
    };
    const problems: string[] = [];
    for (const op of operationList.filter((o) => o.operationId !== "getOpenApiDocument")) {
      const responses = document.paths[op.path]![op.method.toLowerCase()]!.responses;
      for (const [key, value] of Object.entries(responses)) {
        if (key !== "default" && Number(key) < 400) continue;
        const response = value.$ref ? document.components.responses[value.$ref.split("/").pop()!]! : value;
        const codes = response.content?.["application/json"]?.schema?.allOf?.[1]?.properties?.code?.enum;
        const status = key === "default" ? 500 : Number(key);
        const expected = declaredErrorCodes(op).filter((code) => errorCodeStatus[code] === status);
        if (JSON.stringify(codes) !== JSON.stringify(expected))
          problems.push(`${op.operationId} ${key}: ${JSON.stringify(codes)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
