// The form submission row's set-up: a published form in the bench's store, and one solved challenge per request, made
// before the timed part so the load measures the server (verification, the spent-challenge check, the stored
// submission, its outbox mail and webhook) and not the client's proof of work.
import { createHmac } from "node:crypto";
import { createChallenge, solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type pg from "pg";

export const benchFormSlug = "bench-enquiry";

const fields = [
  { name: "name", label: "Your name", type: "text", required: true, max: 200 },
  { name: "email", label: "E-mail address", type: "email", required: true },
  { name: "kind", label: "Kind of business", type: "select", required: true, options: ["Café", "Restaurant", "Office"] },
  { name: "kilos", label: "Coffee a week (kg)", type: "number", required: false, min: 1, max: 1000 },
  { name: "message", label: "Tell us about your business", type: "textarea", required: false, max: 5000 },
  { name: "consent", label: "I agree to be contacted about this enquiry.", type: "consent", required: true },
];

/** The bench's form in the store (made once, published): an acknowledgement mail goes to each submitter. */
export async function ensureBenchForm(db: pg.Client, tenantId: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `insert into forms (tenant_id, slug, title, success_message, status, version)
     values ($1, $2, 'Wholesale enquiry (bench)', 'Thank you: we will reply within two working days.', 'published', 1)
     on conflict (tenant_id, slug) do update set status = 'published' returning id`,
    [tenantId, benchFormSlug],
  );
  await db.query(`insert into form_versions (form_id, version, fields) values ($1, 1, $2) on conflict do nothing`, [
    rows[0]!.id,
    JSON.stringify(fields),
  ]);
}

const body = (altcha: string, i: number) =>
  JSON.stringify({
    values: {
      name: "Bench Visitor",
      email: `visitor-${i % 500}@bench.example.com`,
      kind: "Office",
      kilos: 1 + (i % 40),
      message: "Do you supply offices in Bath?",
      consent: true,
    },
    altcha,
  });

const encode = (challenge: Challenge, solution: unknown) => Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");

/**
 * `count` submission bodies, each with its own solved challenge. The first answers a challenge the server issued
 * (GET /forms/{slug}), as a browser would; the rest are signed here with the server's keys (derived from AUTH_SECRET
 * as lib/forms/challenge.ts derives them) at the server's algorithm and cost, with a small counter: the server's
 * verification is two HMACs whatever the counter, and solving thousands at the server's counter would take minutes.
 */
export async function formSubmissionBodies({
  issued,
  authSecret,
  tenantId,
  count,
}: {
  issued: Challenge;
  authSecret: string;
  tenantId: string;
  count: number;
}): Promise<string[]> {
  const first = await solveChallenge({ challenge: issued, deriveKey });
  if (!first) throw new Error("the server's challenge could not be solved");
  const bodies = [body(encode(issued, first), 0)];
  const secret = (purpose: string) => createHmac("sha256", authSecret).update(`storefront:form-challenge:${purpose}:v1`).digest("hex");
  const expiresAt = Math.floor(Date.now() / 1000) + 15 * 60;
  for (let i = 1; i < count; i++) {
    const challenge = await createChallenge({
      algorithm: issued.parameters.algorithm,
      cost: issued.parameters.cost,
      counter: 1 + (i % 8),
      deriveKey,
      data: { store: tenantId, form: benchFormSlug },
      expiresAt,
      hmacSignatureSecret: secret("signature"),
      hmacKeySignatureSecret: secret("key"),
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("a bench challenge could not be solved");
    bodies.push(body(encode(challenge, solution), i));
  }
  return bodies;
}
