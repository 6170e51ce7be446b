import { z } from "zod";
import { jsonObject } from "../json/schemas";
import { cursorPageMeta, cursorPageQuery, pageMeta, pageQuery } from "../pagination/schemas";

export const formFieldTypes = [
  "text",
  "email",
  "phone",
  "number",
  "textarea",
  "select",
  "radio",
  "checkbox",
  "date",
  "consent",
  "hidden",
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** A form holds at most this many fields, and a submission at most this many values of at most this many bytes. */
export const maxFormFields = 100;
export const maxValuesBytes = 64 * 1024;

/** A form's slug: lower-case words joined by hyphens (`submissions` names the erasure path, so it is refused). */
export const formSlug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "The slug may hold lower-case letters, digits and single hyphens." })
  .refine((s) => s !== "submissions", { message: "The slug `submissions` is reserved." });

const patternTypes = new Set<FormFieldType>(["text", "email", "phone", "textarea", "hidden"]);

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

const formFieldShape = {
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, {
    message: "A field's name starts with a letter and holds letters, digits and _ (at most 64).",
  }),
  label: z.string().trim().min(1).max(1000),
  type: z.enum(formFieldTypes),
  required: z.boolean(),
  options: z.array(z.string().trim().min(1).max(200)).max(100).optional(),
  min: z.number().finite().optional(),
  max: z.number().finite().optional(),
  pattern: z.string().min(1).max(500).refine(compiles, { message: "The pattern is not a valid regular expression." }).optional(),
  help: z.string().trim().max(2000).optional(),
};

/**
 * One field of a form. `options` are a select's, radio group's or checkbox group's choices (a checkbox without options
 * is one yes/no box); `min`/`max` bound a number's value or a text's length; `pattern` a text's whole value.
 */
export const formField = z.object(formFieldShape);

/** A field as a form's writer sends it: `required` may be left out (false). */
export const formFieldInput = z.object({ ...formFieldShape, required: z.boolean().default(false) }).superRefine((f, ctx) => {
  if ((f.type === "select" || f.type === "radio") && !f.options?.length)
    ctx.addIssue({ code: "custom", path: ["options"], message: `A ${f.type} field needs options.` });
  if (f.options && !["select", "radio", "checkbox"].includes(f.type))
    ctx.addIssue({ code: "custom", path: ["options"], message: `A ${f.type} field takes no options.` });
  if (f.options && new Set(f.options).size !== f.options.length)
    ctx.addIssue({ code: "custom", path: ["options"], message: "The options must differ." });
  if (f.pattern && !patternTypes.has(f.type))
    ctx.addIssue({ code: "custom", path: ["pattern"], message: `A ${f.type} field takes no pattern.` });
  if (f.min !== undefined && f.max !== undefined && f.min > f.max)
    ctx.addIssue({ code: "custom", path: ["min"], message: "min must not be above max." });
});
export type FormField = z.infer<typeof formField>;

const fieldList = z
  .array(formFieldInput)
  .max(maxFormFields, { message: `A form holds at most ${maxFormFields} fields.` })
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.name)) ctx.addIssue({ code: "custom", path: [i, "name"], message: `Two fields are named ${f.name}.` });
      seen.add(f.name);
    });
  });

export const formStatus = z.enum(["draft", "published"]);

/** POST /operator/forms. */
export const createFormInput = z.object({
  slug: formSlug,
  title: z.string().trim().min(1).max(255),
  fields: fieldList,
  notify: z.array(z.string().trim().max(255).pipe(z.email())).max(20).default([]),
  successMessage: z.string().trim().min(1).max(2000).default("Thank you. We will be in touch soon."),
  status: formStatus.default("draft"),
});
export type CreateFormInput = z.infer<typeof createFormInput>;

/** PATCH /operator/forms/{slug}: any of the fields; new `fields` that differ make a new version. */
export const updateFormInput = z.object({
  slug: formSlug.optional(),
  title: z.string().trim().min(1).max(255).optional(),
  fields: fieldList.optional(),
  notify: z.array(z.string().trim().max(255).pipe(z.email())).max(20).optional(),
  successMessage: z.string().trim().min(1).max(2000).optional(),
  status: formStatus.optional(),
});
export type UpdateFormInput = z.infer<typeof updateFormInput>;

export const operatorForm = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  fields: z.array(formField),
  notify: z.array(z.string()),
  successMessage: z.string(),
  status: formStatus,
  version: z.number().int(),
  submissions: z.number().int(),
  unhandled: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorForm = z.infer<typeof operatorForm>;
export const operatorFormResponse = z.object({ data: operatorForm });
export const operatorFormList = z.object({ data: z.array(operatorForm), meta: pageMeta });
export const operatorFormListQuery = pageQuery;
export const formSlugParams = z.object({ slug: z.string() });
export const formSubmissionParams = z.object({ slug: z.string(), id: z.string() });

/** A consent field's stored value: what the submitter agreed to (the label and help as shown), and when. */
export const consentValue = z.object({ accepted: z.boolean(), text: z.string(), version: z.number().int(), at: z.string() });
/** One stored answer: text, a number, a yes/no box, the options chosen, a consent; null when left empty. */
export const formValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), consentValue, z.null()]);
/** A submission's answers, by field name. */
export const formValues = z.record(z.string(), formValue);

/** A stored answer. A consent value is `{accepted, text, version, at}`: what the submitter agreed to, and when. */
export const formSubmission = z.object({
  id: z.uuid(),
  form: z.string(),
  version: z.number().int(),
  values: formValues,
  email: z.string().nullable(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FormSubmission = z.infer<typeof formSubmission>;
export const formSubmissionResponse = z.object({ data: formSubmission });
export const formSubmissionList = z.object({ data: z.array(formSubmission), meta: cursorPageMeta });
export const formSubmissionListQuery = cursorPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(["handled", "unhandled"]).optional(),
});
export type FormSubmissionListQuery = z.infer<typeof formSubmissionListQuery>;

export const eraseSubmissionsQuery = z.object({ email: z.string().trim().min(1).max(255).pipe(z.email()) });
export const submissionsErased = z.object({ data: z.object({ submissions: z.number().int(), mails: z.number().int() }) });

/** An ALTCHA proof-of-work challenge (altcha-lib v2): solve it and send `{challenge, solution}` base64-encoded. */
export const formChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type FormChallenge = z.infer<typeof formChallenge>;

/** GET /forms/{slug}: the published definition and a fresh challenge. */
export const publicForm = z.object({
  slug: z.string(),
  title: z.string(),
  version: z.number().int(),
  fields: z.array(formField),
  successMessage: z.string(),
});
export type PublicForm = z.infer<typeof publicForm>;
export const publicFormResponse = z.object({ data: publicForm, challenge: formChallenge });

/** POST /forms/{slug}/submissions. `honeypot` is a field people never see: it must stay empty. */
export const submitFormInput = z.object({
  /** By field name, as the form's fields ask (checked against them: a number may come as text, a consent as "on"). */
  values: jsonObject,
  altcha: z.string().min(1).max(10_000),
  honeypot: z.string().max(1000).optional(),
});
export type SubmitFormInput = z.infer<typeof submitFormInput>;
export const formSubmitted = z.object({ data: z.object({ id: z.uuid(), message: z.string() }) });
