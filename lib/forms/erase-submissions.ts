import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";

/**
 * DELETE /operator/forms/submissions?email=: every submission of the store that holds this e-mail address in any value
 * (case-insensitive), the mails they caused that are still in the outbox, and their webhook deliveries.
 */
export async function eraseSubmissions({
  tenantId,
  email,
}: {
  tenantId: string;
  email: string;
}): Promise<{ submissions: number; mails: number }> {
  const db = await getDb();
  const address = email.trim().toLowerCase();
  const result = await db.execute<{ submissions: number | string; mails: number | string }>(sql`
    with target as (
      select s.id from form_submissions s
       where s.tenant_id = ${tenantId}::uuid
         and (s.email = ${address}
              or exists (select 1 from jsonb_each(s.values) v
                          where jsonb_typeof(v.value) = 'string' and lower(v.value #>> '{}') = ${address}))
    ), mails as (
      delete from outbox o
       using form_submission_mails m
       where m.outbox_id = o.id and o.tenant_id = ${tenantId}::uuid and m.submission_id in (select id from target)
      returning o.id
    ), hooks as (
      delete from webhook_deliveries d
       where d.tenant_id = ${tenantId}::uuid
         and d.subject in (select 'form_submission:' || id::text from target)
      returning d.id
    ), gone as (
      delete from form_submissions s where s.tenant_id = ${tenantId}::uuid and s.id in (select id from target)
      returning s.id
    )
    select (select count(*)::int from gone) as submissions, (select count(*)::int from mails) as mails,
           (select count(*)::int from hooks) as hooks`);
  const row = result.rows[0];
  return { submissions: Number(row?.submissions ?? 0), mails: Number(row?.mails ?? 0) };
}
