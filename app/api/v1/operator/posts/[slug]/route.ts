import { operatorPostPatch } from "@/lib/blog/schemas";
import { updatePost } from "@/lib/blog/update-post";
import { parseJsonBody } from "@/lib/http/body";
import { json, methods, withOperator } from "@/lib/http/route";

// PATCH /api/v1/operator/posts/{slug}: edit a blog post and invalidate its cached copies (extension, operator token).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  PATCH: withOperator<{ slug: string }>(async ({ req, tenantId, params }) => {
    const input = await parseJsonBody(req, operatorPostPatch);
    return json({ data: await updatePost({ tenantId, slug: params.slug, input }) });
  }),
});
