import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import type { FormSubmission } from "./schemas";
import { presentSubmission, submissionColumns } from "./submission-columns";

const notFound = () => new NotFoundError("Submission not found.");

/**
 * POST / DELETE /operator/forms/{slug}/submissions/{id}/handled: marks a submission handled (the first time kept) or
 * unhandled again. Another store's or form's submission, or an id that is not one: 404.
 */
export async function setSubmissionHandled({
  tenantId,
  slug,
  id,
  handled,
}: {
  tenantId: string;
  slug: string;
  id: string;
  handled: boolean;
}): Promise<FormSubmission> {
  if (!z.guid().safeParse(id).success) throw notFound();
  const db = await getDb();
  const s = schema.formSubmissions;
  const f = schema.forms;
  const { form: _form, ...columns } = submissionColumns;
  const ofForm = db
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.slug, slug)));
  const [row] = await db
    .update(s)
    .set({ handledAt: handled ? sql`coalesce(${s.handledAt}, now())` : null })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, id), inArray(s.formId, ofForm)))
    .returning(columns);
  if (!row) throw notFound();
  return presentSubmission({ ...row, form: slug });
}
