import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { loadPost } from "@/lib/storefront/loaders";

// Resolves the record before this segment's loading.tsx starts streaming: an unknown slug is a real 404.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  if (!(await loadPost((await params).slug))) notFound();
  return children;
}
