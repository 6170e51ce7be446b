import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { lastJson, runCli } from "../../support/cli";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

export type NewStore = { tenantId: string; apiToken: string; slug: string; marketId: string | null; currencyCode: string; op: string };

/** A store of its own, made as an owner makes one: `npm run cli -- tenant create --name … <args> --json`. */
export async function newStore(args: string[], name = `Settings Test ${randomUUID().slice(0, 8)}`): Promise<NewStore> {
  const { code, stdout, stderr } = await runCli(["tenant", "create", "--name", name, ...args, "--json"]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  const created = lastJson<Omit<NewStore, "op">>(stdout);
  return { ...created, op: await operatorToken(created.tenantId) };
}

const password = "Roast-Grind-Brew-42";

/** A signed-in back-office member of the store (created with its CLI operator token): their session token works as an operator credential. */
export async function newStaff(store: NewStore, role: "owner" | "staff") {
  const email = `settings-${role}-${randomUUID()}@example.org`;
  const created = await api("POST", "/operator/staff", { token: store.op, body: { email, name: `Settings ${role}`, password, role } });
  expect(created.status).toBe(201);
  const session = await api("POST", "/staff/sessions", { token: store.apiToken, body: { email, password } });
  expect(session.status).toBe(201);
  return { email, token: session.body.token as string };
}

/** The store's audit lines written by `email`, oldest first. */
export async function auditOf(ownerToken: string, email: string) {
  const log = await api("GET", "/operator/audit-log?perPage=100", { token: ownerToken });
  expect(log.status).toBe(200);
  return (log.body.data as { actorEmail: string; operationId: string; before: unknown; after: unknown; status: number }[])
    .filter((e) => e.actorEmail === email)
    .reverse();
}
