import { json, withPublic } from "@/lib/http/route";

// /api/v1 itself and any path under it that no operation matches ("/products/.." resolves to /api/v1/).
const notFound = withPublic(({ req }) =>
  Promise.resolve(json({ message: `The route ${req.nextUrl.pathname} could not be found.`, code: "route_not_found" }, { status: 404 })),
);

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
