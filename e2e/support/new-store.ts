import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { lastJson, runCli } from "../../tests/support/cli";
import { fixtures } from "../../tests/support/fixtures";

/** A store of a flow's own, served on its own host name at the test server's port. */
export type NewStore = { tenantId: string; apiToken: string; slug: string; name: string; url: string };
/** A store loaded with the demo data: also its seeded customers (alice, bob, customer1…), who sign in with the demo password. */
export type DemoStore = NewStore & { customers: { email: string; password: string }[] };

const password = "New-Store-Staff-42";

async function cli(args: string[]): Promise<string> {
  const { code, stdout, stderr } = await runCli([...args, "--json"]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  return stdout;
}

/**
 * A store made as its owner makes one (`npm run cli -- tenant create --country <CC>`), on the host name
 * `<slug>.localhost` (`tenant set-domains`; browsers resolve `*.localhost` to this machine).
 */
export async function openStore(name: string, country: string): Promise<NewStore> {
  const created = lastJson<Omit<NewStore, "url">>(await cli(["tenant", "create", "--name", name, "--country", country]));
  const host = `${created.slug}.localhost`;
  await cli(["tenant", "set-domains", "--tenant", created.tenantId, "--domains", host]);
  return { ...created, url: `http://${host}:${new URL(fixtures().baseUrl).port}` };
}

/**
 * A store loaded with the demo data (`tenant create --demo`, with `extraCustomers` sample customers beside alice and
 * bob), on its own host name like `openStore`'s.
 */
export async function openDemoStore(name: string, extraCustomers = 0): Promise<DemoStore> {
  const args = ["tenant", "create", "--name", name, "--demo", "--extra-customers", String(extraCustomers)];
  const created = lastJson<Omit<NewStore, "url" | "name"> & { customers: string[] }>(await cli(args));
  const host = `${created.slug}.localhost`;
  await cli(["tenant", "set-domains", "--tenant", created.tenantId, "--domains", host]);
  const password = fixtures().seededDemo.customers[0]!.password;
  return {
    ...created,
    name,
    url: `http://${host}:${new URL(fixtures().baseUrl).port}`,
    customers: created.customers.map((email) => ({ email, password })),
  };
}

/** A new back-office member of `store` (`npm run cli -- staff create`), signed in with the sign-in form on the store's host. */
export async function signInToStore(page: Page, store: NewStore, role: "owner" | "staff"): Promise<void> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.org`;
  await cli(["staff", "create", "--tenant", store.tenantId, "--email", email, "--password", password, "--role", role]);
  await page.context().clearCookies();
  await page.goto(`${store.url}/admin/login`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${store.url}/admin`);
}
