import { z } from "zod";
import { errorCodes } from "./codes";

/**
 * The error bodies the API answers (spec section 3 and docs/errors.md): each keeps its spec shape and adds
 * `code`, a stable snake_case string that tells apart the meanings one status can have. lib/http/errors.ts builds
 * them; these schemas describe them (named in lib/api/openapi-components.ts).
 */
/** Every code there is (`ErrorCode`); each operation's error responses narrow it to the codes it answers. */
export const errorCode = z
  .enum(errorCodes as [string, ...string[]])
  .describe(
    "A stable snake_case code for this error; each operation's responses list the ones it answers, and docs/errors.md (served at /docs/errors, an anchor per code) says what each means. Match on it, not on the English `message`.",
  );
const code = errorCode;

/** Most errors: `{message, code}`. */
export const messageError = z.object({ message: z.string(), code });

/** A renamed page or post's old slug: `{message, code: "not_found", redirectTo}` with the slug it has now. */
export const movedError = z.object({
  message: z.string(),
  code,
  redirectTo: z.string().optional().describe("When the slug asked for was renamed: the slug the page or post has now."),
});

/** 422 validation: the first message, every field's messages (an array item's field as `lines.0.quantity`), and the code. */
export const validationError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  code,
});

/** The spec's payment-setup answer for a subscription that is not the caller's: `{error, code}`. */
export const subscriptionNotFoundError = z.object({ error: z.string(), code });
