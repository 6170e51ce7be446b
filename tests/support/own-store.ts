import { lastJson, runCli } from "./cli";
import { fixtures, type StoreFixture } from "./fixtures";

/** Sample customers beside alice and bob: enough for the file that needs the most (ten buyers racing for one item). */
const sampleCustomers = 10;

/** A store loaded with the demo data, made as an owner makes one: `tenant create --demo`. */
export async function createDemoStore(): Promise<StoreFixture> {
  const args = ["tenant", "create", "--name", "Northwind Roasters", "--demo", "--extra-customers", String(sampleCustomers), "--json"];
  const { code, stdout, stderr } = await runCli(args);
  if (code !== 0) throw new Error(`tenant create --demo failed: ${stderr}`);
  const created = lastJson<{ tenantId: string; apiToken: string; slug: string; customers: string[] }>(stdout);
  const password = fixtures().seededDemo.customers[0]!.password;
  return {
    tenantId: created.tenantId,
    apiToken: created.apiToken,
    slug: created.slug,
    customers: created.customers.map((email) => ({ email, password })),
  };
}
