import { notFound, permanentRedirect } from "next/navigation";
import type { ReactNode } from "react";
import { loadPost } from "@/lib/storefront/loaders";
import { postMovedTo } from "@/lib/storefront/content";

// Resolves the record before this segment's loading.tsx starts streaming: an unknown slug is a real 404, and a renamed
// one's old slug a real 308 to the new address.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!(await loadPost(slug))) {
    const movedTo = await postMovedTo({ slug });
    if (movedTo) permanentRedirect(`/blog/${movedTo}`);
    notFound();
  }
  return children;
}
