import { catalogChanged } from "@/lib/catalog/catalog-changed";
import { getMedia } from "@/lib/media/get-media";
import { listMedia } from "@/lib/media/list-media";
import { renditionWidths } from "@/lib/media/renditions";
import { mediaEnvelope, mediaIdParams, mediaList, mediaListQuery, mediaPatch, maxMediaBytes, uploadMediaInput } from "@/lib/media/schemas";
import { updateMedia } from "@/lib/media/update-media";
import { uploadMedia } from "@/lib/media/upload-media";
import { defineOperation, reply } from "../operation";

const served = `Each image is served at \`/media/{id}/{width}.{webp|avif|jpg}\` (not under /api/v1, no token) for a width of ${renditionWidths.join(", ")} (never enlarged: a width past the original's serves the original's), with \`Cache-Control: public, max-age=31536000, immutable\` and an ETag; \`url\` is its WebP rendition at the largest of those widths the original reaches, up to 1280.`;

/** The store's media library (docs/back-office.md, "Media"): uploaded images the store's settings, products and pages name by id. */
export const mediaOperations = {
  uploadMedia: defineOperation({
    method: "POST",
    path: "/operator/media",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Upload an image to the media library",
    description: `multipart/form-data with \`file\` (the image) and \`alt\` (optional, at most 500 characters) → 201 \`{data: {id, url, width, height, alt, …}}\`. JPEG, PNG, WebP or AVIF, judged by the file's content, never its name or declared type: anything else, or a file that does not decode → 422 \`unsupported_image\` on \`file\`; more than 50 megapixels → 422 \`image_too_large\`; a file over ${maxMediaBytes / 1024 / 1024} MiB → 413 \`file_too_large\`; a body that is not multipart/form-data → 415. ${served} Owners only; audited.`,
    extension: true,
    status: 201,
    body: uploadMediaInput,
    multipart: { maxFileBytes: maxMediaBytes },
    output: mediaEnvelope,
    errors: {
      413: "The file is over 10 MiB (`file_too_large`).",
      422: "Not a JPEG, PNG, WebP or AVIF image (`unsupported_image`), or over 50 megapixels (`image_too_large`).",
    },
    run: async ({ tenantId, body }) => reply({ data: await uploadMedia({ tenantId, file: body.file, alt: body.alt }) }, { status: 201 }),
  }),

  listMedia: defineOperation({
    method: "GET",
    path: "/operator/media",
    token: "operator",
    tag: "Operator",
    summary: "The media library, newest first",
    description: `A page of the store's uploaded images (\`page\`, \`perPage\` up to 100), newest first, for a picker. ${served}`,
    extension: true,
    query: mediaListQuery,
    output: mediaList,
    run: async ({ tenantId, query }) => listMedia({ tenantId, page: query.page, perPage: query.perPage }),
  }),

  getMedia: defineOperation({
    method: "GET",
    path: "/operator/media/{id}",
    token: "operator",
    tag: "Operator",
    summary: "One image of the media library",
    description: "Another store's or an unknown id → 404.",
    extension: true,
    params: mediaIdParams,
    output: mediaEnvelope,
    errors: { 404: "Media not found." },
    run: async ({ tenantId, params }) => ({ data: await getMedia({ tenantId, id: params.id }) }),
  }),

  updateMedia: defineOperation({
    method: "PATCH",
    path: "/operator/media/{id}",
    token: "operator",
    ownerOnly: true,
    tag: "Operator",
    summary: "Change an image's alt text",
    description:
      "`{alt}` (at most 500 characters; empty for a decorative image). The file itself never changes, so its URLs stay valid and cached; the catalogue (a product's images take their alt text from here) shows the new text at once. Another store's or an unknown id → 404. Owners only; audited.",
    extension: true,
    params: mediaIdParams,
    body: mediaPatch,
    output: mediaEnvelope,
    errors: { 404: "Media not found." },
    run: async ({ tenantId, params, body }) => {
      const data = await updateMedia({ tenantId, id: params.id, alt: body.alt });
      // Product pages show the alt text: the store's cached catalogue is dropped.
      await catalogChanged({ tenantId, vocabulary: false });
      return { data };
    },
  }),
};
