import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Executor } from "@/db/client";
import { isoSeconds } from "@/db/sql";
import { buildPageMeta } from "../pagination/schemas";
import { NotFoundError } from "../errors/domain";
import type { FormField, OperatorForm } from "./schemas";

const f = schema.forms;
const v = schema.formVersions;
const s = schema.formSubmissions;

export const formNotFound = () => new NotFoundError("Form not found.");
/** The tenant cache's tag of every form read (lib/forms/get-public-form.ts): each form write expires it. */
export const formsTag = "forms";

const columns = {
  id: f.id,
  slug: f.slug,
  title: f.title,
  fields: v.fields,
  notify: f.notify,
  successMessage: f.successMessage,
  status: f.status,
  version: f.version,
  submissions: sql<number>`(select count(*)::int from ${s} where ${s.formId} = ${f.id})`,
  unhandled: sql<number>`(select count(*)::int from ${s} where ${s.formId} = ${f.id} and ${s.handledAt} is null)`,
  createdAt: isoSeconds(f.createdAt),
  updatedAt: isoSeconds(f.updatedAt),
};

type Row = Omit<OperatorForm, "fields" | "status"> & { fields: unknown; status: string };

function present(row: Row): OperatorForm {
  return {
    ...row,
    fields: row.fields as FormField[],
    status: row.status as OperatorForm["status"],
    submissions: Number(row.submissions),
    unhandled: Number(row.unhandled),
  };
}

function base(executor: Executor) {
  return executor
    .select(columns)
    .from(f)
    .innerJoin(v, and(eq(v.formId, f.id), eq(v.version, f.version)));
}

/** GET /operator/forms/{slug}: the form with its current definition; another store's or unknown → 404. */
export async function readForm({
  tenantId,
  slug,
  executor,
}: {
  tenantId: string;
  slug: string;
  executor?: Executor;
}): Promise<OperatorForm> {
  const db = executor ?? (await getDb());
  const [row] = await base(db).where(and(eq(f.tenantId, tenantId), eq(f.slug, slug)));
  if (!row) throw formNotFound();
  return present(row);
}

/** GET /operator/forms: the store's forms by title. */
export async function listForms({ tenantId, page, perPage }: { tenantId: string; page: number; perPage: number }) {
  const db = await getDb();
  const [rows, [count]] = await Promise.all([
    base(db)
      .where(eq(f.tenantId, tenantId))
      .orderBy(asc(f.title), asc(f.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(f)
      .where(eq(f.tenantId, tenantId)),
  ]);
  return { data: rows.map(present), meta: buildPageMeta({ page, perPage, total: Number(count?.n ?? 0) }) };
}
