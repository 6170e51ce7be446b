import { PGlite } from "@electric-sql/pglite";
const db = new PGlite(process.argv[2]);
for (const q of [
  "select status, count(*)::int n, max(attempts) a from jobs where kind='webhook.deliver' group by 1",
  "select d.event_type, d.status, d.attempts, d.last_error, d.subject, e.url, d.created_at, d.next_attempt_at from webhook_deliveries d join webhook_endpoints e on e.id=d.endpoint_id order by d.seq limit 40",
  "select count(*) from webhook_endpoints",
  "select j.status, j.attempts, j.run_at, j.last_error, j.locked_until from jobs j where kind='webhook.deliver' and status <> 'done' limit 20",
]) console.log((await db.query(q)).rows);
