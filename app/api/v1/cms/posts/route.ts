import { listPosts } from "@/lib/blog/list-posts";
import { postCacheHeaders } from "@/lib/blog/post-cache";
import { blogIndexQuery } from "@/lib/blog/schemas";
import { parseQuery } from "@/lib/http/body";
import { json, methods, withTenant } from "@/lib/http/route";

// GET /api/v1/cms/posts: the blog index, published posts newest first (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withTenant(async ({ req, tenant }) => {
    const { page, perPage } = parseQuery(req, blogIndexQuery);
    return json(await listPosts({ tenantId: tenant.tenantId, page, perPage }), { headers: postCacheHeaders });
  }),
});
