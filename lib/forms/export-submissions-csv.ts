import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { csvRow } from "../csv/write-csv";
import { readForm } from "./read-form";
import type { FormField } from "./schemas";
import type { ConsentValue } from "./validate-values";

function cell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "object") {
    const consent = value as Partial<ConsentValue>;
    return consent.accepted ? `accepted ${consent.at ?? ""} (version ${consent.version ?? "?"})` : "not accepted";
  }
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : JSON.stringify(value);
}

/**
 * GET /operator/forms/{slug}/submissions.csv: every submission, newest first, a column per field of any version (the
 * current ones first); cells a spreadsheet would run as a formula are escaped (lib/csv).
 */
export async function exportSubmissionsCsv({ tenantId, slug }: { tenantId: string; slug: string }): Promise<string> {
  const form = await readForm({ tenantId, slug });
  const db = await getDb();
  const versions = await db
    .select({ fields: schema.formVersions.fields })
    .from(schema.formVersions)
    .where(eq(schema.formVersions.formId, form.id))
    .orderBy(desc(schema.formVersions.version));
  const columns: { name: string; label: string }[] = [];
  for (const field of versions.flatMap((v) => v.fields as FormField[]))
    if (!columns.some((c) => c.name === field.name)) columns.push({ name: field.name, label: field.label });
  const s = schema.formSubmissions;
  const rows = await db
    .select({ id: s.id, version: s.version, values: s.values, handledAt: s.handledAt, createdAt: s.createdAt })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.formId, form.id)))
    .orderBy(desc(s.createdAt), asc(s.id));
  const header = csvRow(["Submitted at", "Id", "Version", "Handled", ...columns.map((c) => c.label)]);
  const body = rows.map((r) => {
    const values = r.values as Record<string, unknown>;
    return csvRow([
      new Date(r.createdAt).toISOString(),
      r.id,
      r.version,
      r.handledAt ? "yes" : "no",
      ...columns.map((c) => cell(values[c.name])),
    ]);
  });
  return `\uFEFF${header}${body.join("")}`;
}
