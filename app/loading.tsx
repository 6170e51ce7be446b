import { PageSkeleton } from "@/components/ui/skeleton";

/** The one loading state of the storefront's pages; the home page and the account area have their own. */
export default function Loading() {
  return <PageSkeleton />;
}
