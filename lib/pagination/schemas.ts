import { z } from "zod";

/**
 * An integer query parameter with Laravel-style messages. Query values arrive as strings; only plain
 * digits are accepted ("1.5", "abc", "-1", "1e3" are refused with 422, never a 500).
 */
/** The digits of a non-negative integer, as a query parameter gives them (or nothing). */
const integerDigits = (field: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || /^\d{1,15}$/.test(v.trim()), { message: `The ${field} field must be an integer.` });

const boundedInteger = (field: string, min: number, max: number) =>
  z
    .number()
    .min(min, { message: `The ${field} field must be at least ${min}.` })
    .max(max, { message: `The ${field} field must not be greater than ${max}.` });

export function integerParam(field: string, { min, max, fallback }: { min: number; max: number; fallback: number }) {
  return (
    integerDigits(field)
      .transform((v) => (v === undefined ? fallback : Number(v.trim())))
      .pipe(boundedInteger(field, min, max))
      // What a client sends, for the OpenAPI document: the digits of an integer within the bounds.
      .meta({ type: "integer", minimum: min, maximum: max, default: fallback })
  );
}

/** Like `integerParam`, but absent stays absent (undefined): for parameters whose presence changes the answer. */
export function optionalIntegerParam(field: string, { min, max }: { min: number; max: number }) {
  return integerDigits(field)
    .transform((v) => (v === undefined ? undefined : Number(v.trim())))
    .pipe(boundedInteger(field, min, max).optional())
    .meta({ type: "integer", minimum: min, maximum: max });
}

/** `page` (≥ 1, default 1) and `perPage` (1–100, default 20): the points history's paging. */
export const pageQuery = z.object({
  page: integerParam("page", { min: 1, max: 1_000_000_000, fallback: 1 }),
  perPage: integerParam("per page", { min: 1, max: 100, fallback: 20 }),
});

/** `cursor`: where the next page starts, as an earlier answer's `meta.nextCursor` gave it. */
export const cursorParam = z
  .string()
  .trim()
  .min(1, { error: "The cursor field must not be empty." })
  .max(2048, { error: "The cursor field must not be longer than 2048 characters." })
  .optional()
  .meta({ description: "Where the next page starts: `meta.nextCursor` of the previous answer. With it, `page` is ignored." });

/** `page`, `perPage` and `cursor`: a list a sync client walks with cursors (a request with `cursor` ignores `page`). */
export const cursorPageQuery = pageQuery.extend({ cursor: cursorParam });

export const pageMeta = z.object({
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});

/** A page of a list that does not count its pages (the back office's jobs and subscriptions). */
export const pageCountMeta = pageMeta.omit({ lastPage: true });

/** A list a client can walk with `cursor` (keyset pagination) as well as by page. */
export const cursorPageMeta = pageMeta.extend({
  /** Where the next page starts (send it as `cursor`); null on the last page. */
  nextCursor: z.string().nullable(),
});

export type PageQuery = z.infer<typeof pageQuery>;
export type CursorPageQuery = z.infer<typeof cursorPageQuery>;
export type CursorPageMeta = z.infer<typeof cursorPageMeta>;
export type PageMeta = z.infer<typeof pageMeta>;

/** The meta of a list walked by page or by cursor: with a cursor the walk is not numbered (`currentPage` 0). */
export function buildCursorPageMeta({
  page,
  perPage,
  total,
  cursor,
  nextCursor,
}: {
  page: number;
  perPage: number;
  total: number;
  cursor: string | undefined;
  nextCursor: string | null;
}): CursorPageMeta {
  return { ...buildPageMeta({ page, perPage, total }), ...(cursor ? { currentPage: 0 } : {}), nextCursor };
}

export function buildPageMeta({ page, perPage, total }: { page: number; perPage: number; total: number }): PageMeta {
  return { currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
}

/** A list answer (`{data, meta}`) for a page after the last one: empty, whatever the page number. Never cached. */
export function isPastLastPage(value: unknown): boolean {
  const meta = (value as { meta?: { currentPage?: unknown; lastPage?: unknown } } | null | undefined)?.meta;
  return Boolean(meta && typeof meta.currentPage === "number" && typeof meta.lastPage === "number" && meta.currentPage > meta.lastPage);
}
