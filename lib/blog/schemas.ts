import { z } from "zod";
import { integerParam, pageMeta } from "../pagination/schemas";
import { contentHtml, contentSlug, publishAtInput } from "../cms/schemas";

/** 2026-01-15T10:30:00Z: blog post timestamps carry seconds. */
export const secondsTimestamp = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  .meta({ format: "date-time" });

export const blogPostAuthor = z.object({
  name: z.string(),
  /** Extension: the portrait of the staff member who signs the post (absolute URL), or null. */
  avatar: z.string().nullable(),
});
export const blogPostSeo = z.object({ title: z.string(), description: z.string(), ogImage: z.string() });
export const blogPostCollection = z.object({ slug: z.string(), name: z.string() });

/** GET /cms/posts/{slug} (spec 4.3). */
export const blogPostDetail = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  /** 1200x800 image URL; the tenant's social image when the post has none. */
  featuredImage: z.string().nullable(),
  author: blogPostAuthor,
  seo: blogPostSeo,
  collections: z.array(blogPostCollection),
  createdAt: secondsTimestamp,
  updatedAt: secondsTimestamp,
  /** Extension: when the post was published (its creation time if it never recorded one), the date shoppers see. */
  publishedAt: secondsTimestamp,
});

/** One entry of the blog index (extension). */
export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  featuredImage: z.string().nullable(),
  author: blogPostAuthor,
  publishedAt: secondsTimestamp,
  createdAt: secondsTimestamp,
  updatedAt: secondsTimestamp,
});

/** GET /cms/posts (extension): published posts, newest first. */
export const blogIndex = z.object({ data: z.array(blogPostSummary), meta: pageMeta });

export const blogIndexQuery = z.object({
  page: integerParam("page", { min: 1, max: 100_000, fallback: 1 }),
  perPage: integerParam("per page", { min: 1, max: 100, fallback: 12 }),
});

/** An image given by an operator: an absolute http(s) URL or a path under the app. */
export const imageReference = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), {
    message: "The featured image field must be a URL or a path starting with /.",
  });

const postWritable = {
  title: z.string({ error: "The title field is required." }).trim().min(1, "The title field is required.").max(300),
  slug: contentSlug,
  excerpt: z.string().trim().max(1000),
  content: contentHtml,
  status: z.enum(["published", "draft"]),
  featuredImage: imageReference.nullable(),
  seoTitle: z.string().trim().max(300),
  seoDescription: z.string().trim().max(1000),
  publishAt: publishAtInput,
  authorId: z.uuid({ error: "The authorId field must be the id of one of the store's staff members." }).nullable(),
  collections: z
    .array(z.string().trim().min(1).max(200), { error: "The collections field must be a list of collection slugs." })
    .max(50, "A post may be in at most 50 collections."),
};

/** POST /operator/posts (extension): a new post; `slug` derived from the title when absent. */
export const operatorPostCreate = z.strictObject({
  title: postWritable.title,
  slug: postWritable.slug.optional(),
  excerpt: postWritable.excerpt.default(""),
  content: postWritable.content.default(""),
  status: postWritable.status.optional(),
  featuredImage: postWritable.featuredImage.default(null),
  seoTitle: postWritable.seoTitle.default(""),
  seoDescription: postWritable.seoDescription.default(""),
  publishAt: postWritable.publishAt.optional(),
  authorId: postWritable.authorId.default(null),
  collections: postWritable.collections.default([]),
});
export type OperatorPostCreate = z.infer<typeof operatorPostCreate>;

/** PATCH /operator/posts/{slug} (extension): any of these fields. */
export const operatorPostPatch = z
  .strictObject({
    title: postWritable.title.optional(),
    slug: postWritable.slug.optional(),
    excerpt: postWritable.excerpt.optional(),
    content: postWritable.content.optional(),
    status: postWritable.status.optional(),
    featuredImage: postWritable.featuredImage.optional(),
    seoTitle: postWritable.seoTitle.optional(),
    seoDescription: postWritable.seoDescription.optional(),
    publishAt: postWritable.publishAt.optional(),
    authorId: postWritable.authorId.optional(),
    collections: postWritable.collections.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message:
      "Give at least one of title, slug, excerpt, content, status, featuredImage, seoTitle, seoDescription, publishAt, authorId, collections.",
  });

/** What the operator API answers: the post as the storefront will see it, plus its status. */
export const operatorPost = blogPostDetail.extend({
  status: z.enum(["published", "draft"]),
  publishedAt: secondsTimestamp.nullable(),
  /** When a draft is scheduled to be published (null when it is not). */
  publishAt: secondsTimestamp.nullable(),
  /** The staff member who signs the post (GET /operator/staff), or null. */
  authorId: z.string().nullable(),
});
export const operatorPostResponse = z.object({ data: operatorPost });

/** GET /operator/posts: every post of the store, drafts too (publishedAt null while never published). */
export const operatorPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  status: z.enum(["published", "draft"]),
  publishedAt: secondsTimestamp.nullable(),
  createdAt: secondsTimestamp,
  updatedAt: secondsTimestamp,
});
export const operatorPostList = z.object({ data: z.array(operatorPostSummary), meta: pageMeta });
export type OperatorPostSummary = z.infer<typeof operatorPostSummary>;

export type BlogPostDetail = z.infer<typeof blogPostDetail>;
export type BlogIndex = z.infer<typeof blogIndex>;
export type OperatorPostPatch = z.infer<typeof operatorPostPatch>;
export type OperatorPost = z.infer<typeof operatorPost>;
