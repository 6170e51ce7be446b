import { z } from "zod";
import { maxFormFields, maxValuesBytes, type consentValue, type formValue, type FormField } from "./schemas";

export type ConsentValue = z.infer<typeof consentValue>;
export type StoredValue = z.infer<typeof formValue>;

const email = z.email();
const phone = /^\+?[0-9 ().\-/]{5,30}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const defaultMaxLength: Partial<Record<FormField["type"], number>> = { textarea: 10_000 };

function empty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && !value.length)
  );
}

function validDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** One field's value, checked and normalised; a string is the message that refuses it. */
function checkField(field: FormField, raw: unknown, version: number, at: string): { value: StoredValue } | string {
  const label = field.label;
  if (field.type === "consent") {
    const accepted = raw === true || raw === "true" || raw === "on";
    if (raw !== undefined && raw !== null && raw !== false && raw !== "" && !accepted) return `The ${label} field must be true or false.`;
    if (field.required && !accepted) return `You must accept ${label}.`;
    const text = field.help ? `${label}\n${field.help}` : label;
    return { value: { accepted, text, version, at } };
  }
  if (field.type === "checkbox" && !field.options) {
    if (raw !== undefined && raw !== null && typeof raw !== "boolean") return `The ${label} field must be true or false.`;
    if (field.required && raw !== true) return `The ${label} field must be ticked.`;
    return { value: raw === true };
  }
  if (empty(raw)) return field.required ? `The ${label} field is required.` : { value: null };
  switch (field.type) {
    case "number": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) return `The ${label} field must be a number.`;
      if (field.min !== undefined && n < field.min) return `The ${label} field must be at least ${field.min}.`;
      if (field.max !== undefined && n > field.max) return `The ${label} field must not be greater than ${field.max}.`;
      return { value: n };
    }
    case "checkbox": {
      const chosen = Array.isArray(raw) ? raw : [raw];
      if (!chosen.every((c): c is string => typeof c === "string")) return `The ${label} field must be a list of choices.`;
      const unknown = chosen.find((c) => !field.options?.includes(c));
      if (unknown !== undefined) return `The ${label} field does not offer ${unknown}.`;
      if (field.min !== undefined && chosen.length < field.min) return `Choose at least ${field.min} for ${label}.`;
      if (field.max !== undefined && chosen.length > field.max) return `Choose at most ${field.max} for ${label}.`;
      return { value: [...new Set(chosen)] };
    }
    case "select":
    case "radio": {
      if (typeof raw !== "string") return `The ${label} field must be one of its options.`;
      if (!field.options?.includes(raw)) return `The ${label} field does not offer ${raw}.`;
      return { value: raw };
    }
    default: {
      if (typeof raw !== "string") return `The ${label} field must be text.`;
      const text = raw.trim();
      if (field.type === "email" && !email.safeParse(text).success) return `The ${label} field must be a valid e-mail address.`;
      if (field.type === "phone" && !phone.test(text)) return `The ${label} field must be a phone number.`;
      if (field.type === "date") {
        if (!validDate(text)) return `The ${label} field must be a date (YYYY-MM-DD).`;
        return { value: text };
      }
      const min = field.min ?? 0;
      const max = field.max ?? defaultMaxLength[field.type] ?? 1000;
      if (text.length < min) return `The ${label} field must be at least ${min} characters.`;
      if (text.length > max) return `The ${label} field must not be greater than ${max} characters.`;
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`, "u").test(text)) return `The ${label} field format is invalid.`;
      return { value: field.type === "email" ? text.toLowerCase() : text };
    }
  }
}

/**
 * A submission's values checked against the form's fields: every failing field at once, keyed by its name (a value
 * for no field of the form, too). `values` for the fields when all pass; the first e-mail field's value as `email`.
 */
export function validateValues({
  fields,
  values,
  version,
  at,
}: {
  fields: FormField[];
  values: Record<string, unknown>;
  version: number;
  at: string;
}): { ok: true; values: Record<string, StoredValue>; email: string | null } | { ok: false; errors: Record<string, string[]> } {
  const names = Object.keys(values);
  if (names.length > maxFormFields) return { ok: false, errors: { values: [`A submission holds at most ${maxFormFields} values.`] } };
  if (Buffer.byteLength(JSON.stringify(values), "utf8") > maxValuesBytes)
    return { ok: false, errors: { values: [`The values must not be larger than ${maxValuesBytes / 1024} KB.`] } };
  const errors: Record<string, string[]> = {};
  const stored: Record<string, StoredValue> = {};
  let submitter: string | null = null;
  for (const field of fields) {
    const result = checkField(field, values[field.name], version, at);
    if (typeof result === "string") errors[field.name] = [result];
    else {
      stored[field.name] = result.value;
      if (field.type === "email" && !submitter && typeof result.value === "string") submitter = result.value;
    }
  }
  const known = new Set(fields.map((f) => f.name));
  for (const name of names) if (!known.has(name)) errors[name] = [`This form has no field ${name}.`];
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values: stored, email: submitter };
}
