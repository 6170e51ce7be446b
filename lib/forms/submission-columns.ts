import "server-only";
import type { SQL } from "drizzle-orm";
import { schema } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import type { FormSubmission } from "./schemas";

const s = schema.formSubmissions;

/** The columns of a submission the back office reads (with the form's slug joined in as `form`). */
export const submissionColumns = {
  id: s.id,
  form: schema.forms.slug,
  version: s.version,
  values: s.values,
  email: s.email,
  handledAt: isoSeconds(s.handledAt) as SQL<string | null>,
  createdAt: isoSeconds(s.createdAt),
};

export function presentSubmission(row: Omit<FormSubmission, "handled" | "values"> & { values: unknown }): FormSubmission {
  return { ...row, values: row.values as FormSubmission["values"], handled: row.handledAt !== null };
}
