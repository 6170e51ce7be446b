import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { loadPackage } from "@/lib/storefront/loaders";
import { shopperMarket } from "@/lib/storefront/market";

// Resolves the record before this segment's loading.tsx starts streaming: an unknown productId is a real 404.
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ productId: string }> }) {
  if (!(await loadPackage((await params).productId, await shopperMarket()))) notFound();
  return children;
}
