import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getPost } from "@/lib/storefront/content";
import { loadPost, loadPostPreview, previewTokenOfRequest } from "@/lib/storefront/loaders";
import { cachePage, renderedAt, storeOfRequest } from "@/lib/storefront/page-cache";
import { RichContent } from "@/components/content/rich-content";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { PreviewBanner } from "@/components/content/preview-banner";
import { formatDate, withoutStoreName } from "@/lib/storefront/format";
import { getStorefrontTenant } from "@/lib/api/storefront-tenant";
import type { BlogPost } from "@storefront/sdk";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = (await params).slug;
  const preview = await previewTokenOfRequest();
  const post = preview ? await loadPostPreview(slug, preview) : await loadPost(slug);
  if (!post) return { title: "Post not found" };
  const title = withoutStoreName(post.seo.title || post.title, (await getStorefrontTenant()).name);
  return {
    ...(preview ? { robots: { index: false, follow: false } } : {}),
    title,
    description: post.seo.description || post.excerpt,
    openGraph: {
      type: "article",
      title,
      description: post.seo.description,
      images: post.seo.ogImage ? [{ url: post.seo.ogImage, width: 1200, height: 630 }] : [],
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const slug = (await params).slug;
  const preview = await previewTokenOfRequest();
  if (preview) {
    // A draft's preview is rendered for this request alone, never kept in the page cache.
    const draft = await loadPostPreview(slug, preview);
    if (!draft) notFound();
    return (
      <>
        <PreviewBanner kind="post" />
        <PostArticle post={draft} />
      </>
    );
  }
  return <CachedPost store={await storeOfRequest()} slug={slug} />;
}

/** Rendered once per post; expires when the post is edited. */
async function CachedPost({ store, slug }: { store: string; slug: string }) {
  "use cache";
  const post = await cachePage(store, [{ post: slug }], () => getPost({ slug }));
  if (!post) notFound();
  return <PostArticle post={post} />;
}

function PostArticle({ post }: { post: BlogPost }) {
  return (
    <article>
      <meta name="storefront-rendered-at" content={renderedAt()} />
      <header className="article-header">
        <Breadcrumbs items={[{ href: "/blog", label: "Journal" }, { label: post.title }]} />
        <h1>{post.title}</h1>
        <p className="lede" style={{ margin: "0 auto 1rem" }}>
          {post.excerpt}
        </p>
        <div className="article-meta">
          {post.author.name ? (
            <span className="article-author">
              {post.author.avatar ? <img src={post.author.avatar} alt="" width={32} height={32} className="article-avatar" /> : null}
              By {post.author.name}
            </span>
          ) : null}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </div>
      </header>
      {post.featuredImage ? (
        <div className="article-image">
          <img src={post.featuredImage} alt="" width={1200} height={800} fetchPriority="high" />
        </div>
      ) : null}
      <div className="article-body">
        <RichContent html={post.content} />
        {post.collections.length ? (
          <>
            <h2 style={{ fontSize: "1.1rem", marginTop: "2rem" }}>Shop the story</h2>
            <ul className="tag-list">
              {post.collections.map((c) => (
                <li key={c.slug}>
                  <Link href={`/collections/${c.slug}`}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p style={{ marginTop: "2.5rem" }}>
          <Link href="/blog">← Back to the journal</Link>
        </p>
      </div>
    </article>
  );
}
