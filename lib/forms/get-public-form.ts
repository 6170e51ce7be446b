import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "@/db/client";
import { cached, type CachePolicy } from "../cache/tenant-cache";
import { newFormChallenge } from "./challenge";
import { formNotFound, formsTag } from "./read-form";
import type { FormField, PublicForm } from "./schemas";

type PublishedForm = PublicForm & { id: string; notify: string[] };

/** Form writes expire the entry at once (here, and on other instances through the invalidation bus). */
const publishedFormPolicy: CachePolicy = { fresh: 300, stale: 1800 };

/**
 * The published form of this slug with its current fields; a draft, another store's or unknown → 404. From the tenant
 * cache: every submission reads it, and a submission is then one statement.
 */
export function readPublishedForm({ tenantId, slug }: { tenantId: string; slug: string }): Promise<PublishedForm> {
  return cached({ tenantId, key: ["published-form", slug], tags: [formsTag], policy: publishedFormPolicy }, () =>
    loadPublishedForm({ tenantId, slug }),
  );
}

async function loadPublishedForm({ tenantId, slug }: { tenantId: string; slug: string }): Promise<PublishedForm> {
  const db = await getDb();
  const f = schema.forms;
  const v = schema.formVersions;
  const [row] = await db
    .select({
      id: f.id,
      slug: f.slug,
      title: f.title,
      version: f.version,
      fields: v.fields,
      notify: f.notify,
      successMessage: f.successMessage,
    })
    .from(f)
    .innerJoin(v, and(eq(v.formId, f.id), eq(v.version, f.version)))
    .where(and(eq(f.tenantId, tenantId), eq(f.slug, slug), eq(f.status, "published")));
  if (!row) throw formNotFound();
  return { ...row, fields: row.fields as FormField[] };
}

/** GET /forms/{slug}: the published definition (no notify list) and a fresh proof-of-work challenge. */
export async function getPublicForm({ tenantId, slug }: { tenantId: string; slug: string }) {
  const { id: _id, notify: _notify, ...form } = await readPublishedForm({ tenantId, slug });
  return { data: form, challenge: await newFormChallenge({ tenantId, slug: form.slug }) };
}
