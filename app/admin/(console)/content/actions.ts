"use server";

import { redirect } from "next/navigation";
import type { FormState } from "@/lib/admin/form-state";
import { csrfValid, currentStaff } from "@/lib/admin/session";
import { optionalText, staffAction, text } from "@/lib/admin/staff-action";

/** A `datetime-local` value (read as UTC, as the form says) in ISO 8601; empty: none. */
function publishAtOf(formData: FormData): string | undefined {
  const value = optionalText(formData, "publishAt");
  return value === undefined ? undefined : /Z$|[+-]\d\d:\d\d$/.test(value) ? value : `${value}${value.length === 16 ? ":00" : ""}Z`;
}

/** The post editor's author and collections: the author chosen (null: none), the collections when the list was shown. */
function postLinksOf(formData: FormData): { authorId: string | null; collections?: string[] } {
  const collections = formData.getAll("collections").filter((v): v is string => typeof v === "string" && v !== "");
  return {
    authorId: text(formData, "authorId") || null,
    ...(formData.get("collectionsShown") ? { collections } : {}),
  };
}

const statusOf = (formData: FormData) => (text(formData, "status") === "published" ? "published" : "draft");

/** The "New page" form (POST /operator/pages): on success, the page's editor. */
export async function addPage(_state: FormState, formData: FormData): Promise<FormState> {
  let made: string | undefined;
  const state = await staffAction(formData, async (caller) => {
    const publishAt = publishAtOf(formData);
    const { data } = await caller.createCmsPage({
      body: {
        name: text(formData, "name"),
        slug: optionalText(formData, "slug"),
        metaTitle: text(formData, "metaTitle"),
        metaDescription: text(formData, "metaDescription"),
        content: text(formData, "content"),
        ...(publishAt ? { publishAt } : { status: statusOf(formData) }),
      },
    });
    made = data.slug;
    return "Page added.";
  });
  if (made) redirect(`/admin/content/pages/${encodeURIComponent(made)}?done=created`);
  return state;
}

/** The "New post" form (POST /operator/posts): on success, the post's editor. */
export async function addPost(_state: FormState, formData: FormData): Promise<FormState> {
  let made: string | undefined;
  const state = await staffAction(formData, async (caller) => {
    const publishAt = publishAtOf(formData);
    const { data } = await caller.createPost({
      body: {
        title: text(formData, "title"),
        slug: optionalText(formData, "slug"),
        excerpt: text(formData, "excerpt"),
        seoTitle: text(formData, "seoTitle"),
        seoDescription: text(formData, "seoDescription"),
        content: text(formData, "content"),
        ...postLinksOf(formData),
        ...(publishAt ? { publishAt } : { status: statusOf(formData) }),
      },
    });
    made = data.slug;
    return "Post added.";
  });
  if (made) redirect(`/admin/content/posts/${encodeURIComponent(made)}?done=created`);
  return state;
}

export async function savePage(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  let moved: string | undefined;
  const state = await staffAction(formData, async (caller) => {
    const { data } = await caller.updateCmsPage({
      params: { pageSlug: slug },
      body: {
        name: text(formData, "name"),
        slug: text(formData, "slug").trim() || slug,
        metaTitle: text(formData, "metaTitle"),
        metaDescription: text(formData, "metaDescription"),
        content: text(formData, "content"),
      },
    });
    if (data.slug !== slug) moved = data.slug;
    return "Saved.";
  });
  // A new slug is a new address for this editor too (the old one redirects in the shop).
  if (moved) redirect(`/admin/content/pages/${encodeURIComponent(moved)}?done=saved`);
  return state;
}

export async function savePost(slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  let moved: string | undefined;
  const state = await staffAction(formData, async (caller) => {
    const { data } = await caller.updatePost({
      params: { slug },
      body: {
        title: text(formData, "title"),
        slug: text(formData, "slug").trim() || slug,
        excerpt: text(formData, "excerpt"),
        seoTitle: text(formData, "seoTitle"),
        seoDescription: text(formData, "seoDescription"),
        content: text(formData, "content"),
        ...postLinksOf(formData),
      },
    });
    if (data.slug !== slug) moved = data.slug;
    return "Saved.";
  });
  if (moved) redirect(`/admin/content/posts/${encodeURIComponent(moved)}?done=saved`);
  return state;
}

/** Deletes a page or post once "Yes" is chosen in the confirmation field; then back to the content list. */
export async function removeContent(kind: "page" | "post", slug: string, _state: FormState, formData: FormData): Promise<FormState> {
  if (text(formData, "confirm") !== "yes")
    return { message: `Choose “Yes, delete this ${kind}” to confirm.`, errors: { confirm: ["Confirm the deletion."] } };
  let removed = false;
  const state = await staffAction(formData, async (caller) => {
    if (kind === "page") await caller.deleteCmsPage({ params: { pageSlug: slug } });
    else await caller.deletePost({ params: { slug } });
    removed = true;
    return "Deleted.";
  });
  if (removed) redirect(`/admin/content?done=deleted#${kind}s`);
  return state;
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

/** A link to the storefront's preview of a page or post, draft or not, that lasts an hour; nothing is published. */
export async function makePreviewLink(
  kind: "page" | "post",
  slug: string,
  formData: FormData,
): Promise<{ url?: string; message?: string }> {
  if (!(await csrfValid(formData))) return { message: "This form expired. Reload the page and try again." };
  const signedIn = await currentStaff();
  if (!signedIn) return { message: "Your session ended. Sign in again." };
  try {
    const { data } =
      kind === "page"
        ? await signedIn.caller.issuePagePreviewLink({ params: { pageSlug: slug } })
        : await signedIn.caller.issuePostPreviewLink({ params: { slug } });
    // The link's path on this host: the back office and the storefront are served together.
    const url = new URL(data.url);
    return { url: url.pathname + url.search };
  } catch {
    return { message: `The preview link could not be made. Reload the page and try again.` };
  }
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
