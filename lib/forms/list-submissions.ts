import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { afterCursor, cursorColumn, decodeCursor, orderOf, pageWithCursor, timestampKey, type SortKey } from "../pagination/cursor";
import { buildCursorPageMeta } from "../pagination/schemas";
import { readForm } from "./read-form";
import type { FormSubmissionListQuery } from "./schemas";
import { presentSubmission, submissionColumns } from "./submission-columns";

/** `%…%` for ILIKE with the pattern characters of `q` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const s = schema.formSubmissions;
const newestFirst: SortKey[] = [
  { expression: timestampKey(s.createdAt), direction: "desc" },
  { expression: sql`${s.id}`, direction: "desc" },
];

/** GET /operator/forms/{slug}/submissions: newest first, by page or after a `cursor`; `q` matches any value (case-insensitive), `status` handled or not. */
export async function listSubmissions({
  tenantId,
  slug,
  q,
  status,
  page,
  perPage,
  cursor,
}: { tenantId: string; slug: string } & FormSubmissionListQuery) {
  const after = cursor ? afterCursor(newestFirst, decodeCursor(cursor, newestFirst.length)) : undefined;
  const form = await readForm({ tenantId, slug });
  const db = await getDb();
  const where = and(
    eq(s.tenantId, tenantId),
    eq(s.formId, form.id),
    q ? sql`${s.values}::text ilike ${containsPattern(q)}` : undefined,
    status === "handled" ? isNotNull(s.handledAt) : status === "unhandled" ? isNull(s.handledAt) : undefined,
  );
  const [read, [count]] = await Promise.all([
    db
      .select({ ...submissionColumns, cursorKey: cursorColumn(newestFirst) })
      .from(s)
      .innerJoin(schema.forms, eq(schema.forms.id, s.formId))
      .where(and(where, after))
      .orderBy(...orderOf(newestFirst))
      .limit(perPage + 1)
      .offset(cursor ? 0 : (page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(s)
      .where(where),
  ]);
  const { rows, nextCursor } = pageWithCursor(read, perPage);
  return {
    data: rows.map(({ cursorKey: _cursorKey, ...row }) => presentSubmission(row)),
    meta: buildCursorPageMeta({ page, perPage, total: Number(count?.n ?? 0), cursor, nextCursor }),
  };
}
