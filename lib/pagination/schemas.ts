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

export const pageMeta = z.object({
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
});

export type PageQuery = z.infer<typeof pageQuery>;
export type PageMeta = z.infer<typeof pageMeta>;

export function buildPageMeta({ page, perPage, total }: { page: number; perPage: number; total: number }): PageMeta {
  return { currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total };
}

/** A list answer (`{data, meta}`) for a page after the last one: empty, whatever the page number. Never cached. */
export function isPastLastPage(value: unknown): boolean {
  const meta = (value as { meta?: { currentPage?: unknown; lastPage?: unknown } } | null | undefined)?.meta;
  return Boolean(meta && typeof meta.currentPage === "number" && typeof meta.lastPage === "number" && meta.currentPage > meta.lastPage);
}
