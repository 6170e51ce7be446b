import { z } from "zod";
import { pageMeta, pageQuery } from "../pagination/schemas";

/** An upload's largest file: 10 MiB. */
export const maxMediaBytes = 10 * 1024 * 1024;
/** An image with more pixels than this is refused (decoding it would take too much memory): 50 megapixels. */
export const maxMediaPixels = 50_000_000;

const alt = z
  .string({ error: "The alt field must be a string." })
  .trim()
  .max(500, { error: "The alt field must not be longer than 500 characters." });

/** POST /operator/media, multipart/form-data: the image (`file`) and its text alternative (`alt`, optional). */
export const uploadMediaInput = z.strictObject({
  file: z
    .file({ error: "The file field is required: a JPEG, PNG, WebP or AVIF image." })
    // What a client sends, for the OpenAPI document: the file's bytes as a form part.
    .meta({ type: "string", format: "binary", description: "The image: JPEG, PNG, WebP or AVIF, at most 10 MiB." }),
  alt: alt.optional(),
});

/** PATCH /operator/media/{id}. */
export const mediaPatch = z.strictObject({ alt });

export const mediaIdParams = z.object({ id: z.string().max(100) });

export const mediaListQuery = pageQuery;

export const media = z.object({
  id: z.uuid(),
  /** A served rendition (WebP, at most 1280 pixels wide); others: the same path with another width and extension. */
  url: z.url(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  filename: z.string(),
  /** The uploaded file's type, read from its content: image/jpeg, image/png, image/webp or image/avif. */
  mimeType: z.string(),
  byteSize: z.number().int(),
  createdAt: z.string().meta({ format: "date-time" }),
});
export const mediaEnvelope = z.object({ data: media });
export const mediaList = z.object({ data: z.array(media), meta: pageMeta });

export type Media = z.infer<typeof media>;
export type UploadMediaInput = z.infer<typeof uploadMediaInput>;
