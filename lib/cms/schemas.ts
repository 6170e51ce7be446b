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

/** PATCH /operator/pages/{pageSlug} (extension): any of these fields. */
export const operatorPagePatch = z
  .object({
    name: z.string().trim().min(1).max(300).optional(),
    metaTitle: z.string().trim().max(300).optional(),
    metaDescription: z.string().trim().max(1000).optional(),
    content: z.string().max(60_000).optional(),
    status: pageStatus.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Give at least one of name, metaTitle, metaDescription, content, status.",
  });

/** What the operator API answers: the page with its status, published or not (publishedAt null while never published). */
export const operatorPage = cmsPageDetail.extend({ publishedAt: microsTimestamp.nullable() });
export const operatorPageResponse = z.object({ data: operatorPage });

/** GET /operator/pages: every page of the store, drafts too. */
export const operatorPageList = z.object({ data: z.array(cmsPageListItem) });

/** POST /operator/html-preview: HTML as a page or post would store it. */
export const htmlPreviewInput = z.strictObject({ html: z.string({ error: "The html field is required." }).max(60_000) });
export const htmlPreview = z.object({ html: z.string() });
export const htmlPreviewResponse = z.object({ data: htmlPreview });

export type OperatorPagePatch = z.infer<typeof operatorPagePatch>;
export type OperatorPage = z.infer<typeof operatorPage>;
