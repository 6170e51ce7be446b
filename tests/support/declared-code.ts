import { declaredErrorCodes } from "@/lib/api/error-codes";
import { operationList } from "@/lib/api/registry";

/** Each operation's path as a pattern; one with more fixed segments first (`/carts/merge` before `/carts/{cartId}`). */
const operationPatterns = operationList
  .map((op) => ({
    op,
    pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`),
    fixed: op.path.split("/").filter((segment) => segment && !segment.startsWith("{")).length,
  }))
  .sort((a, b) => b.fixed - a.fixed);

/**
 * An error answer's code is one its operation declares (lib/api/operation-error-codes.ts): the OpenAPI document and
 * the SDK promise clients the closed list, so a code outside it fails the test that met it.
 */
export function expectDeclaredCode(method: string, url: string, code: string): void {
  const { pathname } = new URL(url);
  const path = pathname.replace(/^\/api\/v1/, "");
  const match = operationPatterns.find(({ op, pattern }) => op.method === method.toUpperCase() && pattern.test(path));
  // No operation answers this method and path (405, route_not_found), or none was chosen yet (malformed_path).
  if (!match || code === "malformed_path") return;
  const declared: string[] = declaredErrorCodes(match.op);
  if (!declared.includes(code))
    throw new Error(
      `${method} ${path} answered code ${code}, which ${match.op.operationId} does not declare: add it to lib/api/operation-error-codes.ts (declared: ${declared.join(", ")}).`,
    );
}
