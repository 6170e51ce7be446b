import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { formsTag, readForm } from "./read-form";
import type { OperatorForm } from "./schemas";

/** DELETE /operator/forms/{slug}: the form, every version and submission of it, and their mails still in the outbox. */
export async function deleteForm({ tenantId, slug }: { tenantId: string; slug: string }): Promise<OperatorForm> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const form = await readForm({ tenantId, slug, executor: tx });
    const s = schema.formSubmissions;
    const m = schema.formSubmissionMails;
    const mails = tx.select({ id: m.outboxId }).from(m).innerJoin(s, eq(s.id, m.submissionId)).where(eq(s.formId, form.id));
    await tx.delete(schema.outbox).where(and(eq(schema.outbox.tenantId, tenantId), inArray(schema.outbox.id, mails)));
    await tx.delete(schema.forms).where(and(eq(schema.forms.tenantId, tenantId), eq(schema.forms.id, form.id)));
    return form;
  });
  invalidateTags(tenantId, [formsTag]);
  return deleted;
}
