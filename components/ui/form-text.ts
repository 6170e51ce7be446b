/** A text field of a submitted form: its value, or "" when it is absent (or, impossibly here, a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
