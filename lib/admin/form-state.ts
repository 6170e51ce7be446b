/**
 * What a back-office form action answers: a success line, or the API's message and field errors shown inline with
 * the values the staff member typed (React resets a form after its action; these are put back, passwords never;
 * several values of one name joined by line breaks).
 */
export type FormState = { ok?: string; message?: string; errors?: Record<string, string[]>; values?: Record<string, string> };

export const idleForm: FormState = {};

/** The typed values of a refused form, to show again: no CSRF token, no password. */
export function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries())
    if (typeof value === "string" && name !== "csrf" && !/password/i.test(name) && !name.startsWith("$"))
      // A list's several choices (a multiple select) kept one per line.
      values[name] = name in values ? `${values[name]}\n${value}` : value;
  return values;
}
