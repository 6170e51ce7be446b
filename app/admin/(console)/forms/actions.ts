"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/lib/admin/form-state";
import { redirectBack, staffAction, text } from "@/lib/admin/staff-action";
import type { FormField } from "@storefront/sdk";

export async function createForm(_state: FormState, formData: FormData): Promise<FormState> {
  let slug = "";
  const state = await staffAction(formData, async (caller) => {
    const { data } = await caller.createForm({
      body: { slug: text(formData, "slug").trim(), title: text(formData, "title"), fields: [], notify: [], status: "draft" },
    });
    slug = data.slug;
    return `${data.title} added.`;
  });
  if (state.ok && slug) redirect(`/admin/forms/${slug}`);
  return state;
}

/** The builder's whole definition, sent as one JSON field (fields, their order and options). */
export async function saveForm(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  let next = slug;
  const state = await staffAction(formData, async (caller) => {
    const fields = JSON.parse(text(formData, "fields") || "[]") as FormField[];
    const notify = text(formData, "notify")
      .split(/[\s,]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    const { data } = await caller.updateForm({
      params: { slug },
      body: {
        slug: text(formData, "slug").trim(),
        title: text(formData, "title"),
        successMessage: text(formData, "successMessage"),
        notify,
        status: text(formData, "status") === "published" ? "published" : "draft",
        fields,
      },
    });
    next = data.slug;
    return `Saved (version ${data.version}, ${data.status}).`;
  });
  if (state.ok && next !== slug) redirect(`/admin/forms/${next}?done=saved`);
  return state;
}

export async function deleteForm(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  const state = await staffAction(formData, async (caller) => {
    await caller.deleteForm({ params: { slug } });
    return "Form deleted.";
  });
  if (state.ok) redirect("/admin/forms");
  return state;
}

export async function markSubmissionHandled(
  slug: string,
  id: string,
  handled: boolean,
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  const state = await staffAction(formData, async (caller) => {
    if (handled) await caller.markFormSubmissionHandled({ params: { slug, id } });
    else await caller.unmarkFormSubmissionHandled({ params: { slug, id } });
    return handled ? "Marked handled." : "Marked unhandled.";
  });
  if (state.ok) await redirectBack(handled ? "handled" : "unhandled", `/admin/forms/${encodeURIComponent(slug)}/submissions`);
  return state;
}

export async function eraseByEmail(_state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    const email = text(formData, "email").trim();
    const { data } = await caller.eraseFormSubmissions({ query: { email } });
    return `Erased ${data.submissions} submission${data.submissions === 1 ? "" : "s"} and ${data.mails} mail${data.mails === 1 ? "" : "s"} of ${email}.`;
  });
}
