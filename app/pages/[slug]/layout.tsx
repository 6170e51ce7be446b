import { notFound, permanentRedirect } from "next/navigation";
import type { ReactNode } from "react";
import { loadPage, loadPagePreview, previewTokenOfRequest } from "@/lib/storefront/loaders";
import { pageMovedTo } from "@/lib/storefront/content";

// Resolves the record before this segment's loading.tsx starts streaming: an unknown slug is a real 404, and a renamed
// one's old slug a real 308 to the new address; a preview link's token shows the draft instead.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const preview = await previewTokenOfRequest();
  if (preview) {
    // A preview link shows the draft or answers the 404 an unknown slug does; it never follows a redirect.
    if (!(await loadPagePreview(slug, preview))) notFound();
    return children;
  }
  if (!(await loadPage(slug))) {
    const movedTo = await pageMovedTo({ slug });
    if (movedTo) permanentRedirect(`/pages/${movedTo}`);
    notFound();
  }
  return children;
}
