import "server-only";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { buildPageMeta } from "../pagination/schemas";
import { readForm } from "./read-form";
import type { FormSubmissionListQuery } from "./schemas";
import { presentSubmission, submissionColumns } from "./submission-columns";

/** `%…%` for ILIKE with the pattern characters of `q` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /operator/forms/{slug}/submissions: newest first; `q` matches any value (case-insensitive), `status` handled or not. */
export async function listSubmissions({
  tenantId,
  slug,
  q,
  status,
  page,
  perPage,
}: { tenantId: string; slug: string } & FormSubmissionListQuery) {
  const form = await readForm({ tenantId, slug });
  const db = await getDb();
  const s = schema.formSubmissions;
  const where = and(
    eq(s.tenantId, tenantId),
    eq(s.formId, form.id),
    q ? sql`${s.values}::text ilike ${containsPattern(q)}` : undefined,
    status === "handled" ? isNotNull(s.handledAt) : status === "unhandled" ? isNull(s.handledAt) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(submissionColumns)
      .from(s)
      .innerJoin(schema.forms, eq(schema.forms.id, s.formId))
      .where(where)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .where(where),
  ]);
  return { data: rows.map(presentSubmission), meta: buildPageMeta({ page, perPage, total: Number(count?.n ?? 0) }) };
}
