import { ApiError } from "@/lib/http/errors";
import { methods, withPublic } from "@/lib/http/route";
import { getEngineScript } from "@/lib/payments/get-engine-script";

// GET /api/v1/payments/{gateway}/engine.js: the gateway's client script (public; the sandbox's is served here).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withPublic<{ gateway: string }>(async ({ params }) => {
    const script = getEngineScript({ gatewayName: params.gateway });
    if (script === null) throw ApiError.notFound("Payment gateway not found.");
    return new Response(script, {
      headers: {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
        "x-content-type-options": "nosniff",
        // Any storefront origin may load the script (it holds nothing secret).
        "cross-origin-resource-policy": "cross-origin",
      },
    });
  }),
});
