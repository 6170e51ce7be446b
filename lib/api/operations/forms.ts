import { z } from "zod";
import { createForm } from "@/lib/forms/create-form";
import { deleteForm } from "@/lib/forms/delete-form";
import { eraseSubmissions } from "@/lib/forms/erase-submissions";
import { exportSubmissionsCsv } from "@/lib/forms/export-submissions-csv";
import { getPublicForm } from "@/lib/forms/get-public-form";
import { listSubmissions } from "@/lib/forms/list-submissions";
import { listForms, readForm } from "@/lib/forms/read-form";
import {
  createFormInput,
  eraseSubmissionsQuery,
  formSlugParams,
  formSubmissionList,
  formSubmissionListQuery,
  formSubmissionParams,
  formSubmissionResponse,
  formSubmitted,
  maxFormFields,
  operatorFormList,
  operatorFormListQuery,
  operatorFormResponse,
  publicFormResponse,
  submissionsErased,
  submitFormInput,
  updateFormInput,
} from "@/lib/forms/schemas";
import { setSubmissionHandled } from "@/lib/forms/set-submission-handled";
import { submitForm } from "@/lib/forms/submit-form";
import { updateForm } from "@/lib/forms/update-form";
import { defineOperation, reply } from "../operation";

const formShape =
  "`{slug, title, fields [{name, label, type: text | email | phone | number | textarea | select | radio | checkbox | date | consent | hidden, required, options?, min?, max?, pattern?, help?}], notify [email], successMessage, status: draft | published}`";

export const formOperations = {
  listOperatorForms: defineOperation({
    method: "GET",
    path: "/operator/forms",
    token: "operator",
    tag: "Operator",
    summary: "The store's forms, by title",
    description:
      "Each with its current definition and version, and how many submissions it has (`submissions`) and how many are not handled yet (`unhandled`); `page`, `perPage` (1–100, default 20).",
    extension: true,
    query: operatorFormListQuery,
    output: operatorFormList,
    run: ({ tenantId, query }) => listForms({ tenantId, ...query }),
  }),

  createForm: defineOperation({
    method: "POST",
    path: "/operator/forms",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a form (version 1 of its definition)",
    description: `${formShape} → 201. At most ${maxFormFields} fields with distinct names (a letter, then letters, digits or _); select and radio fields need \`options\`; \`min\`/\`max\` bound a number's value, a text's length or how many boxes of a checkbox group are ticked; \`pattern\` (a regular expression the whole value must match) only on text-like fields. A slug another form has → 409 \`slug_taken\`; \`submissions\` is reserved. A published form is at once answered by GET /forms/{slug}. Owners only.`,
    extension: true,
    status: 201,
    body: createFormInput,
    output: operatorFormResponse,
    errors: { 409: "The slug is another form's (`slug_taken`)." },
    run: async ({ tenantId, body }) => reply({ data: await createForm({ tenantId, input: body }) }, { status: 201 }),
  }),

  getOperatorForm: defineOperation({
    method: "GET",
    path: "/operator/forms/{slug}",
    token: "operator",
    tag: "Operator",
    summary: "One form of the store, draft or published",
    description: "Its current definition, version and submission counts. Another store's or unknown → 404.",
    extension: true,
    params: formSlugParams,
    output: operatorFormResponse,
    errors: { 404: "Form not found." },
    run: async ({ tenantId, params }) => ({ data: await readForm({ tenantId, slug: params.slug }) }),
  }),

  updateForm: defineOperation({
    method: "PATCH",
    path: "/operator/forms/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Edit a form; new fields make a new version",
    description: `Any part of ${formShape}. \`fields\` that differ from the current ones become a new version (\`version\` + 1): submissions keep the version they answered, and the CSV export has a column for every field of any version. A new slug another form has → 409 \`slug_taken\`. Owners only.`,
    extension: true,
    params: formSlugParams,
    body: updateFormInput,
    output: operatorFormResponse,
    errors: { 404: "Form not found.", 409: "The new slug is another form's (`slug_taken`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updateForm({ tenantId, slug: params.slug, input: body }) }),
  }),

  deleteForm: defineOperation({
    method: "DELETE",
    path: "/operator/forms/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Delete a form with all its versions and submissions",
    description:
      "The form, every version and submission of it, and the mails its submissions caused that are still in the outbox are removed; answers the form as it was. Owners only.",
    extension: true,
    params: formSlugParams,
    output: operatorFormResponse,
    errors: { 404: "Form not found." },
    run: async ({ tenantId, params }) => ({ data: await deleteForm({ tenantId, slug: params.slug }) }),
  }),

  listFormSubmissions: defineOperation({
    method: "GET",
    path: "/operator/forms/{slug}/submissions",
    token: "operator",
    tag: "Operator",
    summary: "A form's submissions, newest first",
    description:
      "`q` matches any value (case-insensitive), `status` `handled` or `unhandled`; `page`, `perPage` (1–100, default 20), or `cursor` (`meta.nextCursor`: keyset, stable while submissions arrive; null on the last page; a malformed one is 422). `values` are as stored: a checkbox group's a list, a consent's `{accepted, text, version, at}` (the text shown, the definition version and the time). Another store's or unknown form → 404.",
    extension: true,
    params: formSlugParams,
    query: formSubmissionListQuery,
    output: formSubmissionList,
    errors: { 404: "Form not found." },
    run: ({ tenantId, params, query }) => listSubmissions({ tenantId, slug: params.slug, ...query }),
  }),

  exportFormSubmissionsCsv: defineOperation({
    method: "GET",
    path: "/operator/forms/{slug}/submissions.csv",
    token: "operator",
    tag: "Operator",
    summary: "A form's submissions as CSV (text/csv)",
    description:
      "Newest first: Submitted at, Id, Version, Handled, then a column per field of any version (headed by its label). RFC 4180, UTF-8 with a byte-order mark, `Content-Disposition: attachment`; a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so a spreadsheet never runs it as a formula. Owners and staff.",
    extension: true,
    params: formSlugParams,
    output: z.string(),
    contentType: "text/csv",
    errors: { 404: "Form not found." },
    run: async ({ tenantId, params }) =>
      new Response(await exportSubmissionsCsv({ tenantId, slug: params.slug }), {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${params.slug}-submissions-${new Date().toISOString().slice(0, 10)}.csv"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        },
      }),
  }),

  markFormSubmissionHandled: defineOperation({
    method: "POST",
    path: "/operator/forms/{slug}/submissions/{id}/handled",
    token: "operator",
    tag: "Operator",
    summary: "Mark a form submission handled",
    description:
      "Sets `handledAt` (kept from the first time when marked again). Owners and staff, like contact messages. Another store's or form's submission, or an unknown id: 404.",
    extension: true,
    params: formSubmissionParams,
    output: formSubmissionResponse,
    errors: { 404: "Submission not found." },
    run: async ({ tenantId, params }) => ({
      data: await setSubmissionHandled({ tenantId, slug: params.slug, id: params.id, handled: true }),
    }),
  }),

  unmarkFormSubmissionHandled: defineOperation({
    method: "DELETE",
    path: "/operator/forms/{slug}/submissions/{id}/handled",
    token: "operator",
    tag: "Operator",
    summary: "Mark a form submission unhandled again",
    description: "Clears `handledAt`. Another store's or form's submission, or an unknown id: 404.",
    extension: true,
    params: formSubmissionParams,
    output: formSubmissionResponse,
    errors: { 404: "Submission not found." },
    run: async ({ tenantId, params }) => ({
      data: await setSubmissionHandled({ tenantId, slug: params.slug, id: params.id, handled: false }),
    }),
  }),

  eraseFormSubmissions: defineOperation({
    method: "DELETE",
    path: "/operator/forms/submissions",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Erase a person's form submissions everywhere in the store",
    description:
      "`email` (required): every submission of any form of the store that holds this address in a value (case-insensitive) is deleted, with the mails it caused still in the outbox and its webhook deliveries. Answers how many of each went. Owners only; audited.",
    extension: true,
    query: eraseSubmissionsQuery,
    output: submissionsErased,
    run: async ({ tenantId, query }) => ({ data: await eraseSubmissions({ tenantId, email: query.email }) }),
  }),

  getForm: defineOperation({
    method: "GET",
    path: "/forms/{slug}",
    token: "api",
    tag: "Forms",
    summary: "A published form and a proof-of-work challenge",
    description:
      "`{data: {slug, title, version, fields, successMessage}, challenge}`: `challenge` is an ALTCHA v2 challenge (altcha-lib `solveChallenge` with the SHA-256 `deriveKey`) for this store and form, valid for 20 minutes and for one submission. A draft, another store's or unknown form → 404. Never cached.",
    extension: true,
    params: formSlugParams,
    output: publicFormResponse,
    errors: { 404: "Form not found." },
    run: ({ tenantId, params }) => getPublicForm({ tenantId, slug: params.slug }),
  }),

  submitForm: defineOperation({
    method: "POST",
    path: "/forms/{slug}/submissions",
    token: "api",
    tag: "Forms",
    summary: "Submit a published form",
    description:
      "`{values: {fieldName: value}, altcha, honeypot?}` → 201 `{data: {id, message}}` (`message` is the form's success message). `altcha` is the base64 of `{challenge, solution}` (the challenge of GET /forms/{slug} and its solution). Values are checked against the form's current definition: every failing field in one 422, `errors` keyed by field name (missing required, wrong type, an option not offered, out of `min`/`max`, not matching `pattern`, a name the form has no field for). A checkbox without options is `true`/`false`, a checkbox group a list of options, a consent `true` (stored with the text shown, the version and the time). 422 `errors.values` when over 100 values or 64 KB of values (a body over 160 KiB: 413); 422 `errors.honeypot` (`honeypot_filled`) when the honeypot is filled; 422 `errors.altcha` when the challenge is not solved or not this store's and form's (`challenge_invalid`), expired (`challenge_expired`) or already used (`challenge_replayed`). Nothing is stored when refused. The submission is stored first; then a mail to each `notify` address and an acknowledgement to the submitter (the form's first e-mail field) go through the outbox, and a `form.submitted` webhook is sent. Rate limited per address like POST /messages.",
    extension: true,
    status: 201,
    params: formSlugParams,
    body: submitFormInput,
    output: formSubmitted,
    rateLimit: "form-submit",
    maxJsonBytes: 160 * 1024,
    errors: { 404: "Form not found." },
    run: async ({ tenantId, params, body }) => reply(await submitForm({ tenantId, slug: params.slug, input: body }), { status: 201 }),
  }),
};
