import { describe, expect, it } from "vitest";
import type { FormField } from "@/lib/forms/schemas";
import { validateValues } from "@/lib/forms/validate-values";

const at = "2026-11-27T10:00:00.000Z";
const check = (fields: FormField[], values: Record<string, unknown>) => validateValues({ fields, values, version: 3, at });

describe("a form submission's values against its fields", () => {
  it("normalises what passes: trimmed text, lower-cased e-mail, numbers from digits, unique choices, a consent with its text", () => {
    const fields: FormField[] = [
      { name: "name", label: "Name", type: "text", required: true },
      { name: "email", label: "E-mail", type: "email", required: true },
      { name: "n", label: "N", type: "number", required: false, min: 1 },
      { name: "roasts", label: "Roasts", type: "checkbox", required: false, options: ["Light", "Dark"] },
      { name: "news", label: "News", type: "checkbox", required: false },
      { name: "ok", label: "I agree", type: "consent", required: true, help: "See our policy." },
      { name: "when", label: "When", type: "date", required: false },
    ];
    expect(check(fields, { name: "  Ada ", email: "Ada@Example.ORG", n: "4", roasts: ["Dark", "Dark"], ok: true })).toEqual({
      ok: true,
      email: "ada@example.org",
      values: {
        name: "Ada",
        email: "ada@example.org",
        n: 4,
        roasts: ["Dark"],
        news: false,
        ok: { accepted: true, text: "I agree\nSee our policy.", version: 3, at },
        when: null,
      },
    });
  });

  it("names every failing field at once, and values for no field", () => {
    const fields: FormField[] = [
      { name: "code", label: "Code", type: "text", required: true, pattern: "[A-Z]{3}" },
      { name: "kind", label: "Kind", type: "radio", required: true, options: ["A", "B"] },
      { name: "n", label: "N", type: "number", required: false, max: 10 },
      { name: "d", label: "D", type: "date", required: false },
    ];
    expect(check(fields, { code: "ABCD", kind: ["A"], n: 11, d: "2026-02-29", extra: 1 })).toEqual({
      ok: false,
      errors: {
        code: ["The Code field format is invalid."],
        kind: ["The Kind field must be one of its options."],
        n: ["The N field must not be greater than 10."],
        d: ["The D field must be a date (YYYY-MM-DD)."],
        extra: ["This form has no field extra."],
      },
    });
  });

  it("refuses more than 100 values or more than 64 KB before looking at fields", () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, ""]));
    expect(check([], many)).toEqual({ ok: false, errors: { values: ["A submission holds at most 100 values."] } });
    expect(check([], { a: "x".repeat(65 * 1024) })).toEqual({
      ok: false,
      errors: { values: ["The values must not be larger than 64 KB."] },
    });
  });
});
