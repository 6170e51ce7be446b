import { createHmac } from "node:crypto";
import { createChallenge, solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { expect } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { newStore, type NewStore } from "../settings/support";

export { newStaff } from "../settings/support";
export type { NewStore };

/** A store of its own for one test. */
export const formStore = (name?: string) => newStore(["--country", "GB"], name);

/** A form with one field of each kind a shopper meets most. */
export const enquiryFields = [
  { name: "name", label: "Your name", type: "text", required: true, max: 100 },
  { name: "email", label: "E-mail", type: "email", required: true },
  { name: "phone", label: "Phone", type: "phone", required: false },
  { name: "outlets", label: "Number of outlets", type: "number", required: true, min: 1, max: 500 },
  { name: "kind", label: "Kind of business", type: "select", required: true, options: ["Café", "Restaurant", "Shop"] },
  { name: "roasts", label: "Roasts", type: "checkbox", required: false, options: ["Light", "Medium", "Dark"] },
  { name: "start", label: "Start date", type: "date", required: false },
  { name: "notes", label: "Notes", type: "textarea", required: false },
  { name: "terms", label: "I agree to be contacted about wholesale.", type: "consent", required: true },
];

export async function createForm(store: NewStore, body: Record<string, unknown> = {}) {
  const res = await api("POST", "/operator/forms", {
    token: store.op,
    body: { slug: "wholesale", title: "Wholesale enquiry", fields: enquiryFields, notify: [], status: "published", ...body },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; slug: string; version: number };
}

/** GET /forms/{slug} and the `altcha` value a browser sends once it solved the challenge. */
export async function solvedChallenge(store: NewStore, slug = "wholesale"): Promise<string> {
  const res = await api("GET", `/forms/${slug}`, { token: store.apiToken });
  expect(res.status).toBe(200);
  return solve(res.body.challenge as Challenge);
}

export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A challenge the server would sign, made here with its secret, expiring at `expiresAt` (seconds). */
export async function forgedChallenge(store: NewStore, slug: string, expiresAt: number): Promise<string> {
  const secret = (purpose: string) =>
    createHmac("sha256", fixtures().authSecret).update(`storefront:form-challenge:${purpose}:v1`).digest("hex");
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: 10,
    deriveKey,
    data: { store: store.tenantId, form: slug },
    expiresAt,
    hmacSignatureSecret: secret("signature"),
    hmacKeySignatureSecret: secret("key"),
  });
  return solve(challenge);
}

export const goodValues = (email: string) => ({
  name: "Ada Lovelace",
  email,
  phone: "+44 20 7946 0000",
  outlets: 3,
  kind: "Café",
  roasts: ["Light", "Dark"],
  start: "2027-01-15",
  notes: "Three cafés in Leeds.",
  terms: true,
});

export async function submit(store: NewStore, values: Record<string, unknown>, extra: Record<string, unknown> = {}, slug = "wholesale") {
  return api("POST", `/forms/${slug}/submissions`, {
    token: store.apiToken,
    body: { values, altcha: await solvedChallenge(store, slug), ...extra },
  });
}
