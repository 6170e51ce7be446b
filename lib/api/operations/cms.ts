import { z } from "zod";
import { getPost } from "@/lib/blog/get-post";
import { listPosts } from "@/lib/blog/list-posts";
import { postCacheHeaders, postCachePolicy, postsTag, postTag } from "@/lib/blog/post-cache";
import { getOperatorPost } from "@/lib/blog/get-operator-post";
import { listOperatorPosts } from "@/lib/blog/list-operator-posts";
import {
  blogIndex,
  blogIndexQuery,
  blogPostDetail,
  operatorPostCreate,
  operatorPostList,
  operatorPostPatch,
  operatorPostResponse,
} from "@/lib/blog/schemas";
import { createPost } from "@/lib/blog/create-post";
import { deletePost } from "@/lib/blog/delete-post";
import { createPage } from "@/lib/cms/create-page";
import { deletePage } from "@/lib/cms/delete-page";
import { movedError } from "@/lib/errors/schemas";
import { updatePost } from "@/lib/blog/update-post";
import { getPage } from "@/lib/cms/get-page";
import { pageCachePolicy, pagesTag, pageTag } from "@/lib/cms/page-cache";
import { listPagesPaged } from "@/lib/cms/list-pages";
import { getOperatorPage } from "@/lib/cms/get-operator-page";
import { listOperatorPages } from "@/lib/cms/list-operator-pages";
import {
  cmsPageDetail,
  cmsPageList,
  cmsPageListQuery,
  contentDeleted,
  contentPreviewQuery,
  contentWriteBodyBytes,
  htmlPreviewInput,
  htmlPreviewResponse,
  operatorPageCreate,
  operatorPageList,
  operatorPagePatch,
  operatorPageResponse,
  previewLinkResponse,
} from "@/lib/cms/schemas";
import { previewHtml } from "@/lib/media/preview-html";
import { pageQuery } from "@/lib/pagination/schemas";
import { updatePage } from "@/lib/cms/update-page";
import { previewPage } from "@/lib/cms/preview-page";
import { issuePagePreviewLink } from "@/lib/cms/issue-page-preview-link";
import { previewPost } from "@/lib/blog/preview-post";
import { issuePostPreviewLink } from "@/lib/blog/issue-post-preview-link";
import { defineOperation, reply } from "../operation";

/** A draft's preview is for the holder of its link alone: no shared or browser cache keeps it. */
const previewHeaders = { "cache-control": "private, no-store" };

/** CMS pages and the blog (spec 4.1–4.3), and their operator edits (extension). */
export const cmsOperations = {
  listCmsPages: defineOperation({
    method: "GET",
    path: "/cms/pages",
    token: "api",
    tag: "CMS",
    summary: "List the published CMS pages",
    description:
      "Timestamps carry microseconds. Extension (`x-storefront-extension`): `page` and `perPage` (1–100, default 20) return that slice of the list with `meta` (currentPage, lastPage, perPage, total); without them the answer is the whole list, as the spec defines it.",
    query: cmsPageListQuery,
    output: cmsPageList,
    responseCache: { fresh: pageCachePolicy.fresh, tags: () => [pagesTag] },
    run: ({ tenantId, query }) => listPagesPaged({ tenantId, query }),
  }),

  getCmsPage: defineOperation({
    method: "GET",
    path: "/cms/pages/{pageSlug}",
    token: "api",
    tag: "CMS",
    summary: "One published CMS page (not enveloped)",
    description:
      "Timestamps carry microseconds. Drafts and unknown slugs answer the same 404. Extension: a slug the page had before it was renamed answers 404 with `redirectTo`, the slug it has now (the storefront answers 308 there). Extension: `preview`, the token of a preview link (`POST /operator/pages/{pageSlug}/preview-link`), shows the page as stored, draft or not, for the hour the token lasts, with `Cache-Control: private, no-store`; an expired, altered or another page's token answers the same 404.",
    params: z.object({ pageSlug: z.string() }),
    query: contentPreviewQuery,
    output: cmsPageDetail,
    errors: {
      404: {
        description: "Page not found (unknown or draft); `redirectTo` when the page was renamed.",
        schema: movedError,
        example: { message: "This page has moved to about-our-roastery.", code: "not_found", redirectTo: "about-our-roastery" },
      },
    },
    responseCache: {
      fresh: pageCachePolicy.fresh,
      tags: ({ params }) => [pageTag(params.pageSlug)],
      bypass: ({ query }) => query.preview !== undefined,
    },
    run: async ({ tenantId, params, query }) =>
      query.preview === undefined
        ? getPage({ tenantId, slug: params.pageSlug })
        : reply(await previewPage({ tenantId, slug: params.pageSlug, token: query.preview }), { headers: previewHeaders }),
  }),

  listPosts: defineOperation({
    method: "GET",
    path: "/cms/posts",
    token: "api",
    tag: "CMS",
    summary: "The blog index: published posts, newest first",
    description: "Published posts, newest first, paginated with `page` and `perPage` (default 12). Cached like a post.",
    extension: true,
    query: blogIndexQuery,
    output: blogIndex,
    cache: postCacheHeaders,
    responseCache: { fresh: postCachePolicy.fresh, tags: () => [postsTag] },
    run: ({ tenantId, query }) => listPosts({ tenantId, page: query.page, perPage: query.perPage }),
  }),

  getPost: defineOperation({
    method: "GET",
    path: "/cms/posts/{slug}",
    token: "api",
    tag: "CMS",
    summary: "One published blog post",
    description:
      "Timestamps to the second. `featuredImage` falls back to the store's social image. Cached per tenant; `X-Cache` says whether this answer came from the cache (`hit`), from a stale copy being refreshed (`stale`) or from the database (`miss`). Extension: `preview`, the token of a preview link (`POST /operator/posts/{slug}/preview-link`), shows the post as stored, draft or not, for the hour the token lasts, with `Cache-Control: private, no-store` and `X-Cache: miss`; an expired, altered or another post's token answers the same 404.",
    params: z.object({ slug: z.string() }),
    query: contentPreviewQuery,
    output: blogPostDetail,
    errors: {
      404: {
        description: "Post not found; `redirectTo` (the slug it has now) when the post was renamed.",
        schema: movedError,
        example: { message: "This post has moved to sourcing-our-coffee.", code: "not_found", redirectTo: "sourcing-our-coffee" },
      },
    },
    cache: postCacheHeaders,
    cacheStatus: true,
    responseCache: {
      fresh: postCachePolicy.fresh,
      tags: ({ params }) => [postTag(params.slug)],
      bypass: ({ query }) => query.preview !== undefined,
    },
    run: async ({ tenantId, params, query }) => {
      if (query.preview !== undefined) {
        const draft = await previewPost({ tenantId, slug: params.slug, token: query.preview });
        return reply(draft, { headers: { ...previewHeaders, "x-cache": "miss" } });
      }
      const { post, cache } = await getPost({ tenantId, slug: params.slug });
      return reply(post, { headers: { "x-cache": cache } });
    },
  }),

  listOperatorPages: defineOperation({
    method: "GET",
    path: "/operator/pages",
    token: "operator",
    tag: "Operator",
    summary: "Every CMS page of the store, drafts too",
    description: "By name, with `status` and `publishedAt` (null while never published); never cached.",
    extension: true,
    output: operatorPageList,
    run: ({ tenantId }) => listOperatorPages({ tenantId }),
  }),

  getOperatorPage: defineOperation({
    method: "GET",
    path: "/operator/pages/{pageSlug}",
    token: "operator",
    tag: "Operator",
    summary: "One CMS page of the store, whatever its status",
    description: "The page as the storefront would show it (content as stored, sanitised), with `status` and `publishedAt`.",
    extension: true,
    params: z.object({ pageSlug: z.string() }),
    output: operatorPageResponse,
    errors: { 404: "Page not found." },
    run: async ({ tenantId, params }) => ({ data: await getOperatorPage({ tenantId, slug: params.pageSlug }) }),
  }),

  listOperatorPosts: defineOperation({
    method: "GET",
    path: "/operator/posts",
    token: "operator",
    tag: "Operator",
    summary: "Every blog post of the store, drafts too",
    description: "Never-published drafts first, then newest published first; `page`, `perPage` (1–100, default 20).",
    extension: true,
    query: pageQuery,
    output: operatorPostList,
    run: ({ tenantId, query }) => listOperatorPosts({ tenantId, ...query }),
  }),

  getOperatorPost: defineOperation({
    method: "GET",
    path: "/operator/posts/{slug}",
    token: "operator",
    tag: "Operator",
    summary: "One blog post of the store, whatever its status",
    description: "The post as the storefront would show it (content as stored, sanitised), with `status` and `publishedAt`.",
    extension: true,
    params: z.object({ slug: z.string() }),
    output: operatorPostResponse,
    errors: { 404: "Post not found." },
    run: async ({ tenantId, params }) => ({ data: await getOperatorPost({ tenantId, slug: params.slug }) }),
  }),

  previewHtml: defineOperation({
    method: "POST",
    path: "/operator/html-preview",
    token: "operator",
    tag: "Operator",
    summary: "The HTML a page or post would store, sanitised",
    description:
      "Runs `html` through the same sanitiser as the page and post edits (scripts, event handlers and unknown tags removed), so an editor previews what the storefront will show before saving. Changes nothing.",
    extension: true,
    body: htmlPreviewInput,
    output: htmlPreviewResponse,
    idempotent: false,
    run: ({ body }) => Promise.resolve({ data: previewHtml(body) }),
  }),

  issuePagePreviewLink: defineOperation({
    method: "POST",
    path: "/operator/pages/{pageSlug}/preview-link",
    token: "operator",
    tag: "Operator",
    summary: "A link that shows a page, draft or not, for an hour",
    description:
      '→ 201 `{url, token, expiresAt}`: `url` is the storefront page with the token in `preview`, which shows the page as stored (a "Preview" banner above it) without publishing it; `GET /cms/pages/{pageSlug}?preview=<token>` answers it to a headless client. The token names the store and the slug, is signed with the server\'s secret and expires an hour after it is issued; a renamed page needs a new link. Nothing is stored.',
    extension: true,
    status: 201,
    params: z.object({ pageSlug: z.string() }),
    output: previewLinkResponse,
    errors: { 404: "Page not found." },
    idempotent: false,
    run: async ({ tenantId, params }) => reply({ data: await issuePagePreviewLink({ tenantId, slug: params.pageSlug }) }, { status: 201 }),
  }),

  issuePostPreviewLink: defineOperation({
    method: "POST",
    path: "/operator/posts/{slug}/preview-link",
    token: "operator",
    tag: "Operator",
    summary: "A link that shows a post, draft or not, for an hour",
    description:
      "→ 201 `{url, token, expiresAt}`: `url` is the storefront's post page with the token in `preview`, which shows the post as stored (a \"Preview\" banner above it) without publishing it; `GET /cms/posts/{slug}?preview=<token>` answers it to a headless client. The token names the store and the slug, is signed with the server's secret and expires an hour after it is issued. Nothing is stored.",
    extension: true,
    status: 201,
    params: z.object({ slug: z.string() }),
    output: previewLinkResponse,
    errors: { 404: "Post not found." },
    idempotent: false,
    run: async ({ tenantId, params }) => reply({ data: await issuePostPreviewLink({ tenantId, slug: params.slug }) }, { status: 201 }),
  }),

  createCmsPage: defineOperation({
    method: "POST",
    path: "/operator/pages",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a CMS page (draft, published or scheduled)",
    description:
      "`{name, slug?, content, metaTitle, metaDescription, ogImage, fields, status, publishAt?}` → 201 with the page as `GET /operator/pages/{pageSlug}` answers it. `slug` is derived from the name when absent (the first free of `name`, `name-2`…); a given slug another page has → 409 `slug_taken` (one a renamed page left as a redirect is taken over, ending the redirect). The HTML is sanitised (scripts, event handlers and unknown tags removed); `content` holds at most 1 000 000 characters (422 naming `content`; a body over 2 MiB → 413). `status` defaults to draft; `publishAt` (ISO 8601 with an offset) schedules a draft's publication: a job publishes it then and sets `publishedAt` to that time; a time already past publishes it now. The page's cached answers and storefront page are dropped at once. Owners only.",
    extension: true,
    status: 201,
    body: operatorPageCreate,
    maxJsonBytes: contentWriteBodyBytes,
    output: operatorPageResponse,
    errors: { 409: "The slug is another page's (`slug_taken`)." },
    run: async ({ tenantId, body }) => reply({ data: await createPage({ tenantId, input: body }) }, { status: 201 }),
  }),

  deleteCmsPage: defineOperation({
    method: "DELETE",
    path: "/operator/pages/{pageSlug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Delete a CMS page",
    description:
      "The page, its redirects and any scheduled publication go; its storefront page and cached answers answer 404 at once. Owners only.",
    extension: true,
    params: z.object({ pageSlug: z.string() }),
    output: contentDeleted,
    errors: { 404: "Page not found." },
    run: ({ tenantId, params }) => deletePage({ tenantId, slug: params.pageSlug }),
  }),

  createPost: defineOperation({
    method: "POST",
    path: "/operator/posts",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Add a blog post (draft, published or scheduled)",
    description:
      "`{title, slug?, excerpt, content, featuredImage, seoTitle, seoDescription, status, publishAt?}` → 201 with the post as `GET /operator/posts/{slug}` answers it. `slug` is derived from the title when absent; a given slug another post has → 409 `slug_taken` (one a renamed post left as a redirect is taken over). The HTML is sanitised; `content` holds at most 1 000 000 characters (422 naming `content`; a body over 2 MiB → 413). `status` defaults to draft; `publishAt` schedules a draft's publication: a job publishes it then and sets `publishedAt` to that time, to the second; a time already past publishes it now. The blog index's cached answers are dropped at once. Owners only.",
    extension: true,
    status: 201,
    body: operatorPostCreate,
    maxJsonBytes: contentWriteBodyBytes,
    output: operatorPostResponse,
    errors: { 409: "The slug is another post's (`slug_taken`)." },
    run: async ({ tenantId, body }) => reply({ data: await createPost({ tenantId, input: body }) }, { status: 201 }),
  }),

  deletePost: defineOperation({
    method: "DELETE",
    path: "/operator/posts/{slug}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Delete a blog post",
    description: "The post, its redirects and any scheduled publication go; it leaves the blog index and its page at once. Owners only.",
    extension: true,
    params: z.object({ slug: z.string() }),
    output: contentDeleted,
    errors: { 404: "Post not found." },
    run: ({ tenantId, params }) => deletePost({ tenantId, slug: params.slug }),
  }),

  updateCmsPage: defineOperation({
    method: "PATCH",
    path: "/operator/pages/{pageSlug}",
    token: "operator",
    tag: "Operator",
    summary: "Edit a CMS page",
    description:
      "Changes the fields given (the fields of `POST /operator/pages`); publishing sets `publishedAt` (the first time only), `publishAt` schedules a draft's publication and `null` ends the schedule. A new `slug` must be free (409 `slug_taken`); the old one becomes a redirect: `GET /cms/pages/{old}` answers 404 with `redirectTo` and the storefront 308, and renames collapse (every old slug leads to the current one). Owners only.",
    extension: true,
    ownerOnly: true,
    params: z.object({ pageSlug: z.string() }),
    body: operatorPagePatch,
    maxJsonBytes: contentWriteBodyBytes,
    output: operatorPageResponse,
    errors: { 404: "Page not found.", 409: "The new slug is another page's (`slug_taken`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updatePage({ tenantId, slug: params.pageSlug, input: body }) }),
  }),

  updatePost: defineOperation({
    method: "PATCH",
    path: "/operator/posts/{slug}",
    token: "operator",
    tag: "Operator",
    summary: "Edit a blog post (invalidates its cached responses)",
    description:
      "Changes the fields given (the fields of `POST /operator/posts`) and invalidates the post's cached answers and the blog index; `publishAt` schedules a draft's publication, `null` ends the schedule. A new `slug` must be free (409 `slug_taken`); the old one becomes a redirect (`GET /cms/posts/{old}` → 404 with `redirectTo`, the storefront 308). Owners only.",
    extension: true,
    ownerOnly: true,
    params: z.object({ slug: z.string() }),
    body: operatorPostPatch,
    maxJsonBytes: contentWriteBodyBytes,
    output: operatorPostResponse,
    errors: { 404: "Post not found.", 409: "The new slug is another post's (`slug_taken`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updatePost({ tenantId, slug: params.slug, input: body }) }),
  }),
};
