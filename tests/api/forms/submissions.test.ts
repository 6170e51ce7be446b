import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hasDirectDb, query } from "../../support/db";
import { api } from "../../support/http";
import { waitForMail } from "../../support/mail";
import { createForm, formStore, goodValues, newStaff, submit } from "./support";

const email = () => `buyer-${randomUUID()}@example.net`;

describe("form submissions in the back office", { timeout: 120_000 }, () => {
  it("lists submissions newest first, pages them, finds them by any value, and staff mark them handled", async () => {
    const store = await formStore();
    await createForm(store);
    const first = await submit(store, { ...goodValues(email()), name: "Grace Hopper" });
    const second = await submit(store, { ...goodValues(email()), name: "Alan Turing" });
    expect([first.status, second.status]).toEqual([201, 201]);
    const list = await api("GET", "/operator/forms/wholesale/submissions?perPage=1", { token: store.op });
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([second.body.data.id]);
    expect(list.body.meta).toMatchObject({ currentPage: 1, perPage: 1, total: 2, lastPage: 2 });
    const found = await api("GET", "/operator/forms/wholesale/submissions?q=grace", { token: store.op });
    expect(found.body.data.map((s: { id: string }) => s.id)).toEqual([first.body.data.id]);
    expect((await api("GET", "/operator/forms/wholesale/submissions?q=100%25", { token: store.op })).body.data).toEqual([]);

    const staff = await newStaff(store, "staff");
    const marked = await api("POST", `/operator/forms/wholesale/submissions/${first.body.data.id}/handled`, { token: staff.token });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ id: first.body.data.id, handled: true });
    const again = await api("POST", `/operator/forms/wholesale/submissions/${first.body.data.id}/handled`, { token: store.op });
    expect(again.body.data.handledAt).toBe(marked.body.data.handledAt);
    const handled = await api("GET", "/operator/forms/wholesale/submissions?status=handled", { token: store.op });
    expect(handled.body.data.map((s: { id: string }) => s.id)).toEqual([first.body.data.id]);
    expect((await api("GET", "/operator/forms/wholesale", { token: store.op })).body.data).toMatchObject({ submissions: 2, unhandled: 1 });
    const unmarked = await api("DELETE", `/operator/forms/wholesale/submissions/${first.body.data.id}/handled`, { token: store.op });
    expect(unmarked.body.data).toMatchObject({ handled: false, handledAt: null });

    const other = await formStore();
    await createForm(other);
    expect((await api("POST", `/operator/forms/wholesale/submissions/${first.body.data.id}/handled`, { token: other.op })).status).toBe(
      404,
    );
    expect((await api("POST", "/operator/forms/wholesale/submissions/not-an-id/handled", { token: store.op })).status).toBe(404);
    expect((await api("GET", "/operator/forms/wholesale/submissions", { token: other.op })).body.data).toEqual([]);
    expect((await api("GET", "/operator/forms/nothing/submissions", { token: store.op })).status).toBe(404);
  });

  it("exports CSV with a column per field of any version, and escapes cells a spreadsheet would run", async () => {
    const store = await formStore();
    await createForm(store);
    const res = await submit(store, { ...goodValues(email()), name: '=HYPERLINK("http://evil.example")', notes: '+1 call, "soon"' });
    expect(res.status).toBe(201);
    await api("PATCH", "/operator/forms/wholesale", {
      token: store.op,
      body: { fields: [{ name: "company", label: "Company", type: "text", required: true }] },
    });
    const csv = await api("GET", "/operator/forms/wholesale/submissions.csv", { token: store.op });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="wholesale-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row] = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "Submitted at,Id,Version,Handled,Company,Your name,E-mail,Phone,Number of outlets,Kind of business,Roasts,Start date,Notes,I agree to be contacted about wholesale.",
    );
    expect(row).toContain(`,${res.body.data.id},1,no,,"'=HYPERLINK(""http://evil.example"")",`);
    expect(row).toContain(`,"'+1 call, ""soon""",accepted `);
    expect(row).toContain(",Light; Dark,2027-01-15,");
  });

  it("erasing by e-mail removes the person's submissions in every form and their mails, and nothing else", async () => {
    const store = await formStore();
    const notify = `sales-${randomUUID()}@example.org`;
    await createForm(store, { notify: [notify] });
    await createForm(store, {
      slug: "samples",
      title: "Samples",
      fields: [{ name: "contact", label: "Contact", type: "text", required: true }],
    });
    const person = email();
    const keep = email();
    expect((await submit(store, goodValues(person))).status).toBe(201);
    expect((await submit(store, { contact: person.toUpperCase() }, {}, "samples")).status).toBe(201);
    expect((await submit(store, goodValues(keep))).status).toBe(201);
    await waitForMail({ to: person });

    const other = await formStore();
    await createForm(other);
    expect((await submit(other, goodValues(person))).status).toBe(201);

    const erased = await api("DELETE", `/operator/forms/submissions?email=${encodeURIComponent(person)}`, { token: store.op });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({ submissions: 2, mails: 2 });
    const left = await api("GET", "/operator/forms/wholesale/submissions", { token: store.op });
    expect(left.body.data.map((s: { email: string }) => s.email)).toEqual([keep]);
    expect((await api("GET", "/operator/forms/samples/submissions", { token: store.op })).body.data).toEqual([]);
    expect(
      (await api("GET", `/operator/forms/wholesale/submissions?q=${encodeURIComponent(person)}`, { token: store.op })).body.data,
    ).toEqual([]);
    expect((await api("GET", "/operator/forms/wholesale/submissions", { token: other.op })).body.data).toHaveLength(1);
    const missing = await api("DELETE", "/operator/forms/submissions", { token: store.op });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(["email"]);

    if (hasDirectDb()) {
      const traces = await query<{ n: number }>(
        `select (select count(*)::int from form_submissions where tenant_id = $1 and values::text ilike '%' || $2 || '%')
              + (select count(*)::int from outbox where tenant_id = $1 and (to_address = $2 or body_text ilike '%' || $2 || '%'))
              + (select count(*)::int from webhook_deliveries where tenant_id = $1 and body ilike '%' || $2 || '%') as n`,
        [store.tenantId, person],
      );
      expect(traces[0]!.n).toBe(0);
      const kept = await query<{ n: number }>(`select count(*)::int as n from outbox where tenant_id = $1 and to_address = $2`, [
        store.tenantId,
        keep,
      ]);
      expect(kept[0]!.n).toBe(1);
    }
  });
});
