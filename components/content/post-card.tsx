import Link from "@/components/ui/link";
import { formatDate } from "@/lib/storefront/format";

export type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  featuredImage: string | null;
  author: { name: string };
  publishedAt?: string | null;
  createdAt: string;
};

export function PostCard({ post, headingLevel = 3 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = post.publishedAt ?? post.createdAt;
  return (
    <Link href={`/blog/${post.slug}`} className="card card-link">
      <div className="card-media card-media-wide">
        {post.featuredImage ? <img src={post.featuredImage} alt="" width={1200} height={800} loading="lazy" /> : null}
      </div>
      <div className="card-body">
        <p className="card-meta">
          <time dateTime={date}>{formatDate(date)}</time>
          {post.author.name ? ` · ${post.author.name}` : ""}
        </p>
        <Heading>{post.title}</Heading>
        <p className="muted" style={{ margin: 0 }}>
          {post.excerpt}
        </p>
      </div>
    </Link>
  );
}
