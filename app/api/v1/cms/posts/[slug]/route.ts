import { getPost } from "@/lib/blog/get-post";
import { postCacheHeaders } from "@/lib/blog/post-cache";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/cms/posts/{slug}: one published blog post, cached per tenant (spec 4.3). x-cache: hit | stale | miss.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant<{ slug: string }>(async ({ tenant, params }) => {
    const { post, cache } = await getPost({ tenantId: tenant.tenantId, slug: params.slug });
    return json(post, { headers: { ...postCacheHeaders, "x-cache": cache } });
  }),
});
