import { z } from "zod";
import { optionalIntegerParam, pageMeta } from "../pagination/schemas";

/** 2026-01-15T10:30:00.123456Z: CMS page timestamps carry microseconds. */
export const microsTimestamp = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
  .meta({ format: "date-time" });

export const pageStatus = z.enum(["published", "draft"]);

export const cmsPageListItem = z.object({
  slug: z.string(),
  name: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  status: pageStatus,
  createdAt: microsTimestamp,
  updatedAt: microsTimestamp,
  publishedAt: microsTimestamp.nullable(),
});

export const cmsPageList = z.object({
  data: z.array(cmsPageListItem),
  /** Only when `page` or `perPage` was given (an extension): the whole list otherwise, as the spec has it. */
  meta: pageMeta.optional(),
});

/** GET /cms/pages: no parameters in the spec; `page` and `perPage` (1–100, default 20) are an extension. */
export const cmsPageListQuery = z.object({
  page: optionalIntegerParam("page", { min: 1, max: 1_000_000_000 }),
  perPage: optionalIntegerParam("per page", { min: 1, max: 100 }),
});
export type CmsPageListQuery = z.infer<typeof cmsPageListQuery>;

export const cmsPageSeo = z.object({
  title: z.string(),
  description: z.string(),
  ogImage: z.string(),
});

export const cmsPageDetail = z.object({
  slug: z.string(),
  name: z.string(),
  content: z.string(),
  seo: cmsPageSeo,
  status: pageStatus,
  /** Custom fields: free key/value pairs; values that are paths become absolute URLs. */
  fields: z.record(z.string(), z.string()),
  createdAt: microsTimestamp,
  updatedAt: microsTimestamp,
  publishedAt: microsTimestamp,
});

/** A slug as stored: lower-case words joined by hyphens. Anything else cannot name a page (404, not 422). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const maxSlugLength = 200;

export function isSlug(value: unknown): value is string {
  return typeof value === "string" && value.length <= maxSlugLength && slugPattern.test(value);
}

export type CmsPageListItem = z.infer<typeof cmsPageListItem>;
export type CmsPageDetail = z.infer<typeof cmsPageDetail>;

/** The most HTML a page or post holds: 1 MB of text (a longer one → 422 naming `content`). */
export const maxContentChars = 1_000_000;
/** Request bodies of the page and post writes may carry that much HTML (plus the other fields) before 413. */
export const contentWriteBodyBytes = 2 * 1024 * 1024;

export const contentHtml = z
  .string({ error: "The content field must be HTML text." })
  .max(maxContentChars, `The content field may not be greater than ${maxContentChars} characters.`);

export const contentSlug = z
  .string({ error: "The slug must be text such as about-us." })
  .trim()
  .min(1, "The slug must not be empty.")
  .max(maxSlugLength, `The slug may not be greater than ${maxSlugLength} characters.`)
  .regex(slugPattern, "The slug may hold lower-case letters, digits and single hyphens between them (such as about-us).");

/** When a draft is to be published (ISO 8601 with an offset); a time already past publishes it now; null unschedules. */
export const publishAtInput = z.iso
  .datetime({ offset: true, error: "The publishAt field must be a date and time with an offset, such as 2026-01-15T10:30:00Z." })
  .nullable();

/** An image given by an operator: an absolute http(s) URL or a path under the app. */
export const contentImage = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), {
    message: "The image must be a URL or a path starting with /.",
  });

/** A page's custom fields: at most 50 names (letters, digits, `_`, `-`, `.`) with text values. */
export const pageFieldsInput = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, "A field name may hold letters, digits, _, - and . (at most 100)."),
    z.string().max(2000, "A field's value may not be greater than 2000 characters."),
  )
  .refine((v) => Object.keys(v).length <= 50, { message: "A page may have at most 50 fields." });

const pageWritable = {
  name: z.string({ error: "The name field is required." }).trim().min(1, "The name field is required.").max(300),
  slug: contentSlug,
  metaTitle: z.string().trim().max(300),
  metaDescription: z.string().trim().max(1000),
  ogImage: contentImage,
  content: contentHtml,
  fields: pageFieldsInput,
  status: pageStatus,
  publishAt: publishAtInput,
};

/** POST /operator/pages (extension): a new page; `slug` derived from the name when absent. */
export const operatorPageCreate = z.strictObject({
  name: pageWritable.name,
  slug: pageWritable.slug.optional(),
  metaTitle: pageWritable.metaTitle.default(""),
  metaDescription: pageWritable.metaDescription.default(""),
  ogImage: pageWritable.ogImage.default(""),
  content: pageWritable.content.default(""),
  fields: pageWritable.fields.default({}),
  status: pageWritable.status.optional(),
  publishAt: pageWritable.publishAt.optional(),
});
export type OperatorPageCreate = z.infer<typeof operatorPageCreate>;

/** PATCH /operator/pages/{pageSlug} (extension): any of these fields. */
export const operatorPagePatch = z
  .strictObject({
    name: pageWritable.name.optional(),
    slug: pageWritable.slug.optional(),
    metaTitle: pageWritable.metaTitle.optional(),
    metaDescription: pageWritable.metaDescription.optional(),
    ogImage: pageWritable.ogImage.optional(),
    content: pageWritable.content.optional(),
    fields: pageWritable.fields.optional(),
    status: pageWritable.status.optional(),
    publishAt: pageWritable.publishAt.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Give at least one of name, slug, metaTitle, metaDescription, ogImage, content, fields, status, publishAt.",
  });

/** DELETE /operator/pages/{pageSlug} and /operator/posts/{slug}. */
export const contentDeleted = z.object({ message: z.string() });

/** What the operator API answers: the page with its status, published or not (publishedAt null while never published). */
export const operatorPage = cmsPageDetail.extend({
  publishedAt: microsTimestamp.nullable(),
  /** When a draft is scheduled to be published (null when it is not). */
  publishAt: microsTimestamp.nullable(),
});
export const operatorPageResponse = z.object({ data: operatorPage });

/** GET /operator/pages: every page of the store, drafts too. */
export const operatorPageList = z.object({ data: z.array(cmsPageListItem) });

/** POST /operator/html-preview: HTML as a page or post would store it. */
export const htmlPreviewInput = z.strictObject({ html: z.string({ error: "The html field is required." }).max(60_000) });
export const htmlPreview = z.object({ html: z.string() });
export const htmlPreviewResponse = z.object({ data: htmlPreview });

export type OperatorPagePatch = z.infer<typeof operatorPagePatch>;
export type OperatorPage = z.infer<typeof operatorPage>;

/** GET /cms/pages/{pageSlug} and /cms/posts/{slug} (extension): `preview`, a preview link's token, shows a draft. */
export const contentPreviewQuery = z.object({
  preview: z.string().max(2000, "The preview token is not valid.").optional(),
});

/** POST /operator/pages/{pageSlug}/preview-link and /operator/posts/{slug}/preview-link. */
export const previewLink = z.object({
  /** The storefront page that shows the draft, with the token in its `preview` query parameter. */
  url: z.string(),
  /** The token alone, for a headless client's `GET /cms/pages/{pageSlug}?preview=` or `/cms/posts/{slug}?preview=`. */
  token: z.string(),
  expiresAt: z.string().meta({ format: "date-time" }),
});
export const previewLinkResponse = z.object({ data: previewLink });
export type PreviewLink = z.infer<typeof previewLink>;
