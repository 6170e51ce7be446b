import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { PostCard } from "@/components/content/post-card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { listPosts } from "@/lib/storefront/content";
import { cachePage, renderedAt, storeOfRequest } from "@/lib/storefront/page-cache";

export const metadata: Metadata = { title: "Journal", description: "News, guides and stories from the shop." };

type Props = { searchParams: Promise<{ page?: string }> };

export default async function BlogIndex({ searchParams }: Props) {
  const requested = Number.parseInt((await searchParams).page ?? "1", 10);
  const page = Number.isInteger(requested) && requested > 0 && requested < 10_000 ? requested : 1;
  return <CachedJournal store={await storeOfRequest()} page={page} />;
}

/** Rendered once per page of the journal; expires when a post changes. */
async function CachedJournal({ store, page }: { store: string; page: number }) {
  "use cache";
  const posts = await cachePage(store, [{ posts: true }], () => listPosts({ page, perPage: 9 }));
  const { currentPage, lastPage } = posts.meta;
  return (
    <div className="container">
      <meta name="storefront-rendered-at" content={renderedAt()} />
      <PageHeader
        title="The journal"
        eyebrow="Stories from the shop"
        lede="News, guides and stories from the people behind the shop."
        crumbs={[{ label: "Journal" }]}
      />
      {posts.data.length ? (
        <div className="grid grid-3">
          {posts.data.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={2} />
          ))}
        </div>
      ) : (
        <EmptyState title="No posts yet">Check back soon for news and stories.</EmptyState>
      )}
      {lastPage > 1 ? (
        <nav className="pagination" aria-label="Journal pages">
          {currentPage > 1 ? <Link href={`/blog?page=${currentPage - 1}`}>← Newer posts</Link> : <span />}
          <span className="muted">
            Page {currentPage} of {lastPage}
          </span>
          {currentPage < lastPage ? <Link href={`/blog?page=${currentPage + 1}`}>Older posts →</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
