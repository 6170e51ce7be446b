import "server-only";
import { callOperation, isNotFound } from "@/lib/api/caller";
import type { BlogIndex, BlogPostDetail } from "@/lib/blog/schemas";
import type { CmsPageDetail, CmsPageListItem } from "@/lib/cms/schemas";

/**
 * Content for the server-rendered pages, read through the API's own operations (GET /cms/pages,
 * /cms/pages/{pageSlug}, /cms/posts, /cms/posts/{slug}) with the in-process caller: the storefront's API
 * token, validation, rate limits and the deadline apply, and the pages are complete HTML without JavaScript.
 */

const storefront = { as: "storefront" } as const;

async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The slug a renamed page or post has now (the 404's `redirectTo`), or null when `slug` names nothing. */
async function movedTo(load: Promise<unknown>): Promise<string | null> {
  try {
    await load;
    return null;
  } catch (error) {
    if (isNotFound(error) && "redirectTo" in error.body && typeof error.body.redirectTo === "string") return error.body.redirectTo;
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function pageMovedTo({ slug }: { slug: string }): Promise<string | null> {
  return movedTo(callOperation("getCmsPage", { params: { pageSlug: slug } }, storefront));
}

export function postMovedTo({ slug }: { slug: string }): Promise<string | null> {
  return movedTo(callOperation("getPost", { params: { slug } }, storefront));
}

export async function listPublishedPages(): Promise<CmsPageListItem[]> {
  return (await callOperation("listCmsPages", {}, storefront)).data;
}

export function getPublishedPage({ slug }: { slug: string }): Promise<CmsPageDetail | null> {
  return orNull(callOperation("getCmsPage", { params: { pageSlug: slug } }, storefront));
}

export function listPosts({ page = 1, perPage = 9 }: { page?: number; perPage?: number } = {}): Promise<BlogIndex> {
  return callOperation("listPosts", { query: { page: String(page), perPage: String(perPage) } }, storefront);
}

export function getPost({ slug }: { slug: string }): Promise<BlogPostDetail | null> {
  return orNull(callOperation("getPost", { params: { slug } }, storefront));
}

/** A page as stored, draft or not, when `token` is a live preview link's for it; null otherwise. */
export function getPagePreview({ slug, token }: { slug: string; token: string }): Promise<CmsPageDetail | null> {
  return orNull(callOperation("getCmsPage", { params: { pageSlug: slug }, query: { preview: token } }, storefront));
}

/** A post as stored, draft or not, when `token` is a live preview link's for it; null otherwise. */
export function getPostPreview({ slug, token }: { slug: string; token: string }): Promise<BlogPostDetail | null> {
  return orNull(callOperation("getPost", { params: { slug }, query: { preview: token } }, storefront));
}

/** A subscription package's configuration (GET /subscription-packages/{productId}/configuration) in `market`, or null. */
export async function getPackageConfiguration({ productId, market }: { productId: string; market?: string }) {
  const found = await orNull(
    callOperation("getSubscriptionPackageConfiguration", { params: { productId }, query: market ? { market } : {} }, storefront),
  );
  return found?.data ?? null;
}
