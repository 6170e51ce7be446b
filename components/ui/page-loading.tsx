import { PageSkeleton } from "./skeleton";

/**
 * The loading state of a storefront page. Each segment's loading.tsx re-exports it rather than one app/loading.tsx
 * serving all: a root boundary would also wrap the segments' own layouts, which resolve their record first so an
 * unknown slug answers a real 404 (inside a streamed boundary the status is already 200).
 */
export default function PageLoading() {
  return <PageSkeleton />;
}
