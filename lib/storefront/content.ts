import "server-only";
import { getPost as getPostOperation } from "@/lib/blog/get-post";
import { listPosts as listPostsOperation } from "@/lib/blog/list-posts";
import type { BlogIndex, BlogPostDetail } from "@/lib/blog/schemas";
import { getPage } from "@/lib/cms/get-page";
import { listPages } from "@/lib/cms/list-pages";
import type { CmsPageDetail, CmsPageListItem } from "@/lib/cms/schemas";
import { ApiError } from "@/lib/http/errors";

/**
 * Content for the server-rendered pages, read through the same lib functions the API operations use
 * (GET /cms/pages, /cms/pages/{slug}, /cms/posts, /cms/posts/{slug}), in the same process: the pages are
 * complete HTML without JavaScript.
 */

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function listPublishedPages({ tenantId }: { tenantId: string }): Promise<CmsPageListItem[]> {
  return (await listPages({ tenantId })).data;
}

export function getPublishedPage({ tenantId, slug }: { tenantId: string; slug: string }): Promise<CmsPageDetail | null> {
  return orNull(() => getPage({ tenantId, slug }));
}

export function listPosts({ tenantId, page = 1, perPage = 9 }: { tenantId: string; page?: number; perPage?: number }): Promise<BlogIndex> {
  return listPostsOperation({ tenantId, page, perPage });
}

export function getPost({ tenantId, slug }: { tenantId: string; slug: string }): Promise<BlogPostDetail | null> {
  return orNull(async () => (await getPostOperation({ tenantId, slug })).post);
}
