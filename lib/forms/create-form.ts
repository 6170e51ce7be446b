import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { invalidateTags } from "../cache/tenant-cache";
import { ConflictError } from "../errors/domain";
import { formsTag, readForm } from "./read-form";
import type { CreateFormInput, OperatorForm } from "./schemas";

export const slugTaken = () => new ConflictError("Another form has this slug.").withCode("slug_taken");

/** POST /operator/forms: the form and its first version, in one transaction; a slug in use → 409 `slug_taken`. */
export async function createForm({ tenantId, input }: { tenantId: string; input: CreateFormInput }): Promise<OperatorForm> {
  const db = await getDb();
  const form = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: schema.forms.id })
      .from(schema.forms)
      .where(and(eq(schema.forms.tenantId, tenantId), eq(schema.forms.slug, input.slug)));
    if (taken) throw slugTaken();
    const [form] = await tx
      .insert(schema.forms)
      .values({
        tenantId,
        slug: input.slug,
        title: input.title,
        notify: input.notify,
        successMessage: input.successMessage,
        status: input.status,
        version: 1,
      })
      .returning({ id: schema.forms.id });
    await tx.insert(schema.formVersions).values({ formId: form!.id, version: 1, fields: input.fields });
    return readForm({ tenantId, slug: input.slug, executor: tx });
  });
  invalidateTags(tenantId, [formsTag]);
  return form;
}
