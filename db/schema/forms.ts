import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id, tenantId, ts, updatedAt } from "./columns";
import { tenants } from "./tenants";

/** A store's form (lib/forms): its current definition is the row of `form_versions` numbered `version`. */
export const forms = pgTable(
  "forms",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    slug: varchar("slug", { length: 120 }).notNull(),
    title: text("title").notNull(),
    /** Addresses mailed each submission. */
    notify: text("notify")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    successMessage: text("success_message").notNull(),
    /** draft | published */
    status: varchar("status", { length: 16 }).notNull().default("draft"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("forms_tenant_slug_key").on(t.tenantId, t.slug)],
);

/** Each definition a form had: a change of its fields makes a new version; submissions name the one they answered. */
export const formVersions = pgTable(
  "form_versions",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    fields: jsonb("fields").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("form_versions_form_version_key").on(t.formId, t.version)],
);

/** One answer to a form: the values as validated against its version, and the submitter's e-mail when it had one. */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id, { onDelete: "cascade" }),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    values: jsonb("values").notNull(),
    /** The value of its first e-mail field, lower-cased (erasure by e-mail finds it). */
    email: text("email"),
    handledAt: ts("handled_at"),
    createdAt: createdAt(),
  },
  (t) => [index("form_submissions_form_idx").on(t.formId, t.createdAt), index("form_submissions_tenant_email_idx").on(t.tenantId, t.email)],
);

/** Mail a submission caused (notifications, the acknowledgement): erased with it. */
export const formSubmissionMails = pgTable(
  "form_submission_mails",
  {
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    outboxId: uuid("outbox_id").notNull(),
  },
  (t) => [index("form_submission_mails_submission_idx").on(t.submissionId)],
);

/** Proof-of-work challenges already spent, kept until they expire so none is answered twice. */
export const formChallengesUsed = pgTable(
  "form_challenges_used",
  {
    signature: text("signature").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("form_challenges_used_expiry_idx").on(t.expiresAt)],
);
