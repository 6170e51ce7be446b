"use server";

import type { FormState } from "@/lib/admin/form-state";
import { csrfValid, currentStaff } from "@/lib/admin/session";
import { staffAction, text } from "@/lib/admin/staff-action";

export async function savePage(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updateCmsPage({
      params: { pageSlug: slug },
      body: {
        name: text(formData, "name"),
        metaTitle: text(formData, "metaTitle"),
        metaDescription: text(formData, "metaDescription"),
        content: text(formData, "content"),
      },
    });
    return "Saved.";
  });
}

export async function savePost(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updatePost({
      params: { slug },
      body: { title: text(formData, "title"), excerpt: text(formData, "excerpt"), content: text(formData, "content") },
    });
    return "Saved.";
  });
}

export async function setPageStatus(
  slug: string,
  status: "published" | "draft",
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updateCmsPage({ params: { pageSlug: slug }, body: { status } });
    return status === "published" ? "Published: the storefront shows it now." : "Unpublished: the storefront no longer shows it.";
  });
}

export async function setPostStatus(
  slug: string,
  status: "published" | "draft",
  _state: FormState,
  formData: FormData,
): Promise<FormState> {
  return staffAction(formData, async (caller) => {
    await caller.updatePost({ params: { slug }, body: { status } });
    return status === "published" ? "Published: the blog shows it now." : "Unpublished: the blog no longer shows it.";
  });
}

/** The HTML as the page or post would store it (POST /operator/html-preview); nothing is saved. */
export async function previewContent(formData: FormData): Promise<{ html?: string; message?: string }> {
  if (!(await csrfValid(formData))) return { message: "This form expired. Reload the page and try again." };
  const signedIn = await currentStaff();
  if (!signedIn) return { message: "Your session ended. Sign in again." };
  try {
    const { data } = await signedIn.caller.previewHtml({ body: { html: text(formData, "content") } });
    return { html: data.html };
  } catch {
    return { message: "The preview could not be made (is the text over 60,000 characters?)." };
  }
}
