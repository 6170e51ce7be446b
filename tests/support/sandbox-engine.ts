import vm from "node:vm";

export type SandboxCard = { identifier: string; number: string; expMonth: string | number; expYear: string | number; cvc: string };
export type SandboxPayments = {
  version: string;
  testCards: { number: string; brand: string; outcome: string }[];
  tokenize(card: SandboxCard): Promise<{ token: string; card: { brand: string; last4: string; expMonth: number; expYear: number } }>;
  complete(options: { identifier: string; token: string; accountToken: string; apiBase?: string }): Promise<Record<string, unknown>>;
};

/** Loads the engine script the app serves into a fresh JavaScript context (no DOM: tokenize and complete only). */
export async function loadSandboxEngine(engineUrl: string): Promise<SandboxPayments> {
  const res = await fetch(engineUrl);
  if (res.status !== 200) throw new Error(`engine script: ${res.status}`);
  const context: Record<string, unknown> = { fetch, btoa, crypto: globalThis.crypto };
  context.window = context;
  vm.createContext(context);
  vm.runInContext(await res.text(), context, { filename: "engine.js" });
  return context.SandboxPayments as SandboxPayments;
}

/** The JSON inside a sandbox token. */
export function tokenPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.replace(/^sbx_tok_/, ""), "base64url").toString("utf8"));
}

export function makeToken(payload: Record<string, unknown>): string {
  return `sbx_tok_${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
}

/** A test Visa card's token for a payment setup, as the sandbox engine makes it (a nonce is single-use store-wide). */
export function visaToken(setup: string, nonce: string, last4 = "4242"): string {
  return makeToken({ v: 1, setup, brand: "visa", last4, expMonth: 12, expYear: new Date().getUTCFullYear() + 2, nonce });
}
