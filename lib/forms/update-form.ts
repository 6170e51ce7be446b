import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { isDeepStrictEqual } from "node:util";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { slugTaken } from "./create-form";
import { formNotFound, formsTag, readForm } from "./read-form";
import type { OperatorForm, UpdateFormInput } from "./schemas";

/**
 * PATCH /operator/forms/{slug}: fields that differ from the current definition become a new version (submissions
 * keep the version they answered); the rest changes in place. A new slug another form has → 409 `slug_taken`.
 */
export async function updateForm({
  tenantId,
  slug,
  input,
}: {
  tenantId: string;
  slug: string;
  input: UpdateFormInput;
}): Promise<OperatorForm> {
  const db = await getDb();
  const form = await db.transaction(async (tx) => {
    const current = await readForm({ tenantId, slug, executor: tx });
    const f = schema.forms;
    if (input.slug && input.slug !== slug) {
      const [taken] = await tx
        .select({ id: f.id })
        .from(f)
        .where(and(eq(f.tenantId, tenantId), eq(f.slug, input.slug), ne(f.id, current.id)));
      if (taken) throw slugTaken();
    }
    const newVersion = input.fields && !isDeepStrictEqual(input.fields, current.fields) ? current.version + 1 : current.version;
    if (newVersion !== current.version)
      await tx.insert(schema.formVersions).values({ formId: current.id, version: newVersion, fields: input.fields });
    const [row] = await tx
      .update(f)
      .set({
        slug: input.slug,
        title: input.title,
        notify: input.notify,
        successMessage: input.successMessage,
        status: input.status,
        version: newVersion,
        updatedAt: sql`now()`,
      })
      .where(and(eq(f.tenantId, tenantId), eq(f.id, current.id)))
      .returning({ slug: f.slug });
    if (!row) throw formNotFound();
    return readForm({ tenantId, slug: row.slug, executor: tx });
  });
  invalidateTags(tenantId, [formsTag]);
  return form;
}
