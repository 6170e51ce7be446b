import type { Metadata } from "next";
import { Suspense } from "react";
import { PointsHistory } from "@/components/account/points-history";
import { InlineSkeleton } from "@/components/ui/skeleton";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Points" };

export default async function PointsPage() {
  await requireSession("/account/points");
  return (
    <Suspense fallback={<InlineSkeleton rows={6} label="Loading your points" />}>
      <PointsHistory />
    </Suspense>
  );
}
