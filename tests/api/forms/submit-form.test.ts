import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { waitForMail } from "../../support/mail";
import { startReceiver } from "../../support/webhook-receiver";
import { createForm, forgedChallenge, formStore, goodValues, solvedChallenge, submit } from "./support";
import { webhookPayloads } from "@/lib/api/webhook-payloads";

const email = () => `buyer-${randomUUID()}@example.net`;

describe("public forms: GET /forms/{slug}, POST /forms/{slug}/submissions", { timeout: 120_000 }, () => {
  it("answers the published definition with a challenge; a solved submission is stored, mailed, acknowledged and sent as form.submitted", async () => {
    const store = await formStore();
    const notify = `sales-${randomUUID()}@example.org`;
    await createForm(store, { notify: [notify], successMessage: "We will call you within a day." });
    const receiver = await startReceiver();
    try {
      expect(
        (await api("POST", "/operator/webhooks", { token: store.op, body: { url: receiver.url, events: ["form.submitted"] } })).status,
      ).toBe(201);
      const form = await api("GET", "/forms/wholesale", { token: store.apiToken });
      expect(form.status).toBe(200);
      expect(form.headers.get("cache-control")).toBe("private, no-store");
      expect(form.body.data).toMatchObject({
        slug: "wholesale",
        title: "Wholesale enquiry",
        version: 1,
        successMessage: "We will call you within a day.",
      });
      expect(form.body.data.notify).toBeUndefined();
      expect(form.body.challenge.parameters).toMatchObject({ algorithm: "SHA-256", data: { store: store.tenantId, form: "wholesale" } });
      expect(typeof form.body.challenge.signature).toBe("string");

      const buyer = email();
      const res = await submit(store, goodValues(buyer));
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({ id: expect.any(String), message: "We will call you within a day." });

      const list = await api("GET", "/operator/forms/wholesale/submissions", { token: store.op });
      expect(list.body.data).toHaveLength(1);
      const stored = list.body.data[0];
      expect(stored).toMatchObject({ id: res.body.data.id, form: "wholesale", version: 1, email: buyer, handled: false, handledAt: null });
      expect(stored.values).toMatchObject({
        ...goodValues(buyer),
        terms: { accepted: true, text: "I agree to be contacted about wholesale.", version: 1 },
      });
      expect(Date.parse(stored.values.terms.at)).not.toBeNaN();

      const mail = await waitForMail({ to: notify, subject: /Wholesale enquiry/ });
      expect(mail.text).toContain("Ada Lovelace");
      const ack = await waitForMail({ to: buyer });
      expect(ack.text).toContain("We will call you within a day.");
      await receiver.waitFor((hooks) => hooks.some((h) => h.body?.type === "form.submitted"));
      const hook = receiver.received.find((h) => h.body?.type === "form.submitted")!;
      expect(hook.body.data).toMatchObject({ id: res.body.data.id, form: "wholesale", version: 1, email: buyer });
      expect(webhookPayloads["form.submitted"].safeParse(hook.body).error).toBeUndefined();
    } finally {
      await receiver.close();
    }
  });

  it("refuses every failing field in one 422 keyed by field name, and stores nothing", async () => {
    const store = await formStore();
    await createForm(store);
    const res = await submit(store, {
      name: "",
      email: "not-mail",
      phone: "call me",
      outlets: "many",
      kind: "Bakery",
      roasts: ["Decaf"],
      start: "2027-02-30",
      notes: 12,
      terms: false,
      colour: "red",
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.errors).toEqual({
      name: ["The Your name field is required."],
      email: ["The E-mail field must be a valid e-mail address."],
      phone: ["The Phone field must be a phone number."],
      outlets: ["The Number of outlets field must be a number."],
      kind: ["The Kind of business field does not offer Bakery."],
      roasts: ["The Roasts field does not offer Decaf."],
      start: ["The Start date field must be a date (YYYY-MM-DD)."],
      notes: ["The Notes field must be text."],
      terms: ["You must accept I agree to be contacted about wholesale.."],
      colour: ["This form has no field colour."],
    });
    expect(res.body.message).toMatch(/^The Your name field is required\. \(and 9 more errors\)$/);
    const range = await submit(store, { ...goodValues(email()), outlets: 0, name: "x".repeat(101) });
    expect(range.status).toBe(422);
    expect(range.body.errors).toEqual({
      outlets: ["The Number of outlets field must be at least 1."],
      name: ["The Your name field must not be greater than 100 characters."],
    });
    expect((await api("GET", "/operator/forms/wholesale/submissions", { token: store.op })).body.data).toEqual([]);
  });

  it("refuses a filled honeypot, too many or too large values, and a missing body part, naming the field", async () => {
    const store = await formStore();
    await createForm(store);
    const honey = await submit(store, goodValues(email()), { honeypot: "https://spam.example" });
    expect(honey.status).toBe(422);
    expect(honey.body).toMatchObject({ code: "honeypot_filled", errors: { honeypot: ["This field must be left empty."] } });
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, "x"]));
    const tooMany = await submit(store, many);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toEqual({ values: ["A submission holds at most 100 values."] });
    const tooLarge = await submit(store, { ...goodValues(email()), notes: "x".repeat(70 * 1024) });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ values: ["The values must not be larger than 64 KB."] });
    const noAltcha = await api("POST", "/forms/wholesale/submissions", { token: store.apiToken, body: { values: goodValues(email()) } });
    expect(noAltcha.status).toBe(422);
    expect(Object.keys(noAltcha.body.errors)).toEqual(["altcha"]);
    expect((await api("GET", "/operator/forms/wholesale/submissions", { token: store.op })).body.data).toEqual([]);
  });

  it("refuses a replayed, expired, unsolved or another store's challenge with 422 errors.altcha", async () => {
    const store = await formStore();
    const other = await formStore();
    await createForm(store);
    await createForm(other);
    const altcha = await solvedChallenge(store);
    const first = await api("POST", "/forms/wholesale/submissions", {
      token: store.apiToken,
      body: { values: goodValues(email()), altcha },
    });
    expect(first.status).toBe(201);
    const again = await api("POST", "/forms/wholesale/submissions", {
      token: store.apiToken,
      body: { values: goodValues(email()), altcha },
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: "challenge_replayed", errors: { altcha: [expect.stringMatching(/already used/)] } });

    const expired = await forgedChallenge(store, "wholesale", Math.floor(Date.now() / 1000) - 60);
    const late = await api("POST", "/forms/wholesale/submissions", {
      token: store.apiToken,
      body: { values: goodValues(email()), altcha: expired },
    });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe("challenge_expired");
    expect(Object.keys(late.body.errors)).toEqual(["altcha"]);

    const theirs = await solvedChallenge(other);
    const crossed = await api("POST", "/forms/wholesale/submissions", {
      token: store.apiToken,
      body: { values: goodValues(email()), altcha: theirs },
    });
    expect(crossed.status).toBe(422);
    expect(crossed.body.code).toBe("challenge_invalid");
    const garbage = await api("POST", "/forms/wholesale/submissions", {
      token: store.apiToken,
      body: { values: goodValues(email()), altcha: "bm90IGpzb24=" },
    });
    expect(garbage.body.code).toBe("challenge_invalid");
    const challenge = (await api("GET", "/forms/wholesale", { token: store.apiToken })).body.challenge;
    const unsolved = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: "00" } })).toString("base64");
    const wrong = await api("POST", "/forms/wholesale/submissions", {
      token: store.apiToken,
      body: { values: goodValues(email()), altcha: unsolved },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe("challenge_invalid");
    expect((await api("GET", "/operator/forms/wholesale/submissions", { token: store.op })).body.meta.total).toBe(1);
  });

  it("a draft, another store's or unknown form is not found; the API token is required", async () => {
    const store = await formStore();
    const other = await formStore();
    await createForm(store, { status: "draft" });
    await createForm(other, { slug: "press", title: "Press" });
    expect((await api("GET", "/forms/wholesale", { token: store.apiToken })).status).toBe(404);
    expect((await api("GET", "/forms/press", { token: store.apiToken })).status).toBe(404);
    const post = await api("POST", "/forms/wholesale/submissions", { token: store.apiToken, body: { values: {}, altcha: "x" } });
    expect(post.status).toBe(404);
    expect((await api("GET", "/forms/press", {})).status).toBe(401);
  });
});
