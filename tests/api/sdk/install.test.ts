import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationErrorCodes } from "../../../sdk/src/generated/error-codes";
import { fixtures } from "../../support/fixtures";

/**
 * The SDK as an integrator installs it, in a scratch project of its own: from the repository's folder and from the
 * tarball `npm pack` makes; a typed call compiled by TypeScript (a path the API does not have is an error), then run
 * against the built app from an ES module and from CommonJS (`require`).
 */
const run = promisify(execFile);
const sdk = path.resolve(import.meta.dirname, "../../../sdk");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
let work: string;

/** An exhaustive switch on the codes POST /carts declares: a case less, or one more the API has not, fails to compile. */
const cartCodes = operationErrorCodes["POST /carts"];
const exhaustiveSwitch = `export async function newCart(): Promise<string> {
  try {
    return (await api.POST("/carts", {})).data.data.id;
  } catch (error) {
    const failure = errorOf(error, "POST /carts");
    if (!failure?.code) throw error;
    switch (failure.code) {
${cartCodes.map((code) => `      case ${JSON.stringify(code)}:`).join("\n")}
        return failure.docUrl ?? failure.code;
      default: {
        const unhandled: never = failure.code;
        return unhandled;
      }
    }
  }
}
`;

const typedCall = `import { createStorefrontClient, errorOf, sandboxCardToken, type ResponseData } from "@storefront/sdk";
declare const process: { env: Record<string, string | undefined> };
const api = createStorefrontClient({ baseUrl: process.env.BASE_URL ?? "", token: process.env.API_TOKEN ?? "" });
const { data } = await api.GET("/products", { params: { query: { perPage: 1 } } });
const products: ResponseData<"/products", "get"> = data;
const title: string = products.data[0]?.title ?? "";
// @ts-expect-error a path the API does not have
void api.GET("/no-such-path", {});
export const answer = { title, token: sandboxCardToken({ setup: "00000000-0000-4000-8000-000000000000" }).slice(0, 8) };
${exhaustiveSwitch}`;

const esm = `import { createStorefrontClient, sandboxCardToken } from "@storefront/sdk";
const api = createStorefrontClient({ baseUrl: process.env.BASE_URL, token: process.env.API_TOKEN });
const { data } = await api.GET("/products", { params: { query: { perPage: 1 } } });
console.log(JSON.stringify({ count: data.data.length, token: sandboxCardToken({ setup: "00000000-0000-4000-8000-000000000000" }).slice(0, 8) }));
`;

const cjs = `const { createStorefrontClient } = require("@storefront/sdk");
const api = createStorefrontClient({ baseUrl: process.env.BASE_URL, token: process.env.API_TOKEN });
api.GET("/products", { params: { query: { perPage: 1 } } }).then(({ data }) => console.log(JSON.stringify({ count: data.data.length })));
`;

async function scratchProject(name: string, install: string): Promise<string> {
  const dir = path.join(work, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: `scratch-${name}`, private: true, type: "module" }));
  await run("npm", ["install", install, "--no-audit", "--no-fund", "--prefer-offline", "--no-package-lock"], { cwd: dir });
  writeFileSync(path.join(dir, "call.ts"), typedCall);
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { module: "nodenext", target: "es2022", strict: true, noEmit: true, skipLibCheck: false, lib: ["es2022", "dom"] },
      files: ["call.ts"],
    }),
  );
  writeFileSync(path.join(dir, "esm.mjs"), esm);
  writeFileSync(path.join(dir, "cjs.cjs"), cjs);
  return dir;
}

async function runIn(dir: string, file: string): Promise<Record<string, unknown>> {
  const env = { ...process.env, BASE_URL: `${fixtures().baseUrl}/api/v1`, API_TOKEN: fixtures().demo.apiToken };
  const { stdout } = await run(process.execPath, [file], { cwd: dir, env });
  return JSON.parse(stdout) as Record<string, unknown>;
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "sdk-install-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("@storefront/sdk installed in a project of its own", { timeout: 180_000 }, () => {
  it("from the repository's folder: typed, and callable from an ES module and from CommonJS", async () => {
    const dir = await scratchProject("folder", sdk);
    await run(process.execPath, [tsc, "-p", dir]);
    expect(await runIn(dir, "esm.mjs")).toEqual({ count: 1, token: "sbx_tok_" });
    expect(await runIn(dir, "cjs.cjs")).toEqual({ count: 1 });
  });

  it("from the tarball npm pack makes", async () => {
    await run("npm", ["pack", "--ignore-scripts", "--pack-destination", work], { cwd: sdk });
    const tarball = readdirSync(work).find((file) => file.endsWith(".tgz"));
    expect(tarball).toBeDefined();
    const dir = await scratchProject("tarball", path.join(work, tarball!));
    await run(process.execPath, [tsc, "-p", dir]);
    expect(await runIn(dir, "esm.mjs")).toEqual({ count: 1, token: "sbx_tok_" });
    expect(await runIn(dir, "cjs.cjs")).toEqual({ count: 1 });
  });

  it("fails to compile a call to a path the API does not have (the check above is real)", async () => {
    const dir = path.join(work, "folder");
    writeFileSync(path.join(dir, "call.ts"), typedCall.replace("// @ts-expect-error a path the API does not have\n", ""));
    const failed = await run(process.execPath, [tsc, "-p", dir]).then(
      () => null,
      (error: { stdout?: string }) => error.stdout ?? "",
    );
    expect(failed).toMatch(/no-such-path/);
  });

  it("fails to compile a switch on a code the operation does not declare, or one that leaves a code out", async () => {
    const dir = path.join(work, "folder");
    const compile = async (): Promise<string | null> => {
      try {
        await run(process.execPath, [tsc, "-p", dir]);
        return null;
      } catch (error) {
        return (error as { stdout?: string }).stdout ?? "";
      }
    };
    expect(cartCodes.length).toBeGreaterThan(5);
    expect(cartCodes).toContain("store_not_ready");
    writeFileSync(path.join(dir, "call.ts"), typedCall.replace(`      case "store_not_ready":\n`, `      case "not_a_real_code":\n`));
    expect(await compile()).toMatch(/not_a_real_code/);
    writeFileSync(path.join(dir, "call.ts"), typedCall.replace(`      case "store_not_ready":\n`, ""));
    expect(await compile()).toMatch(/store_not_ready.*not assignable to type 'never'/);
  });
});
