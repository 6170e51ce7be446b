import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

const root = path.resolve(import.meta.dirname, "../../..");
const embedded = () => fixtures().databaseMode === "pglite";

/** `npm run cli -- …` (or another npm script) against the database of the server under test, while it runs. */
function npmScript(
  script: string,
  args: string[],
  extra: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STOREFRONT_ENV_FILE: "off",
    LOG_LEVEL: "warn",
    AUTH_SECRET: fixtures().authSecret,
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_DRIVER;
  if (embedded()) env.DATA_DIR = fixtures().dataDir;
  else env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", `scripts/${script}`, ...args], { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
const cli = (args: string[], extra?: Record<string, string>) => npmScript("cli.ts", args, extra);
const lastJson = (out: string) => JSON.parse(out.trim().split("\n").pop()!) as Record<string, string>;

describe("npm run cli while the server runs", { timeout: 120_000 }, () => {
  it("token show prints the demo store's id and a token the server accepts", async () => {
    const { code, stdout, stderr } = await cli(["token", "show", "--json"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const shown = lastJson(stdout);
    expect(shown.tenantId).toBe(fixtures().seededDemo.tenantId);
    expect((await api("GET", "/cms/pages", { token: shown.apiToken })).status).toBe(200);
  });

  it("tenant create, set-rewards and operator-token create take effect in the running server", async () => {
    const created = await cli(["tenant", "create", "--name", "CLI Test Store", "--country", "GB", "--json"]);
    expect(created.code).toBe(0);
    const { tenantId, apiToken } = lastJson(created.stdout);
    const customer = { email: "cli-shopper@example.com", password: "Quartz-lantern-harbour-7", firstName: "Cli", lastName: "Shopper" };
    expect((await api("POST", "/account/register", { token: apiToken, body: customer })).status).toBe(201);
    const login = await api("POST", "/account/login", { token: apiToken, body: { email: customer.email, password: customer.password } });
    expect(login.status).toBe(200);
    const points = () => api("GET", "/account/rewards/points-history", { token: login.body.token as string });
    expect((await points()).body.enabled).toBe(true);
    const off = await cli(["tenant", "set-rewards", "--tenant", tenantId!, "--enabled", "false", "--json"]);
    expect(off.code).toBe(0);
    expect(lastJson(off.stdout)).toEqual({ tenantId, rewardsEnabled: false });
    expect((await points()).body.enabled).toBe(false);
    const operator = await cli(["operator-token", "create", "--tenant", tenantId!, "--json"]);
    expect(operator.code).toBe(0);
    const { operatorToken } = lastJson(operator.stdout);
    // Accepted as this store's operator (an unknown page is 404, not 401); a wrong token is 401.
    const patch = (token: string) => api("PATCH", "/operator/pages/no-such-page", { token, body: { name: "x" } });
    expect((await patch(operatorToken!)).status).toBe(404);
    expect((await patch(apiToken!)).status).toBe(401);
  });

  it("an unknown tenant is refused with exit 2 and one Error line", async () => {
    const { code, stderr } = await cli(["token", "create", "--tenant", "00000000-0000-4000-8000-000000000000"]);
    expect(code).toBe(2);
    expect(stderr.split("\n").filter((l) => l.startsWith("Error"))).toEqual([
      "Error: No tenant has the id 00000000-0000-4000-8000-000000000000.",
    ]);
  });

  it.runIf(embedded())("db:migrate goes through the server; db:seed says how to seed instead", async () => {
    const migrate = await npmScript("migrate.ts", []);
    expect(migrate.code).toBe(0);
    expect(migrate.stdout).toMatch(/^Migrations applied \(by the running server, process \d+\)\.$/m);
    const seed = await npmScript("seed.ts", []);
    expect(seed.code).toBe(1);
    expect(seed.stderr).toMatch(
      /^Seeding failed: the embedded database is held by the running server \(process \d+, .*npm run cli -- token show.*Ctrl\+C/m,
    );
  });

  it("the CLI endpoint refuses a request without the secret of the data directory's control file", async () => {
    for (const authorization of [undefined, "Bearer not-the-secret"]) {
      const res = await api("POST", "/api/cli", { body: { command: "token show" }, headers: authorization ? { authorization } : {} });
      // The harness turns the endpoint on with a database server too (CLI_ENDPOINT=on); by default it is off there.
      expect(res.status).toBe(401);
    }
  });

  it.runIf(!embedded())("a shell with another AUTH_SECRET is warned that the token it prints will be refused", async () => {
    const other = await cli(["token", "show", "--json"], { AUTH_SECRET: "not-the-servers-secret-0123456789abcdefghij" });
    expect(other.code).toBe(0);
    expect(other.stderr).toMatch(/^Warning: this AUTH_SECRET is not the one the server started with .*401.*\.env\.storefront/m);
    expect((await api("GET", "/cms/pages", { token: lastJson(other.stdout).apiToken })).status).toBe(401);
  });
});
