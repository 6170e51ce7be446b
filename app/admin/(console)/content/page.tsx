import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireStaff } from "@/lib/admin/session";
import { AdminPager } from "../../_components/admin-pager";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Content" };

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "—");

/** The store's CMS pages and blog posts, drafts too (GET /operator/pages, /operator/posts), each linked to its editor. */
export default async function AdminContentPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { caller } = await requireStaff();
  const page = Math.max(1, Number.parseInt((await searchParams).page ?? "1", 10) || 1);
  const [pages, posts] = await Promise.all([
    caller.listOperatorPages(),
    caller.listOperatorPosts({ query: { page: String(page), perPage: "25" } }),
  ]);
  return (
    <>
      <h1>Content</h1>
      <p className="admin-actions">
        <Link className="admin-button" href="/admin/content/pages/new">
          New page
        </Link>{" "}
        <Link className="admin-button" href="/admin/content/posts/new">
          New post
        </Link>
      </p>
      <h2 id="pages">Pages</h2>
      <TableFrame labelledBy="pages">
        <table className="admin-table" aria-labelledby="pages">
          <thead>
            <tr>
              <th>Page</th>
              <th>Status</th>
              <th>Updated (UTC)</th>
              <th>Published (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {pages.data.map((p) => (
              <tr key={p.slug}>
                <td>
                  <a href={`/admin/content/pages/${encodeURIComponent(p.slug)}`}>{p.name}</a>
                  <span className="admin-muted"> · /{p.slug}</span>
                </td>
                <td data-label="Status">
                  <span className="admin-badge">{p.status}</span>
                </td>
                <td data-label="Updated (UTC)">{when(p.updatedAt)}</td>
                <td data-label="Published (UTC)">{when(p.publishedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <h2 id="posts">Blog posts</h2>
      <TableFrame labelledBy="posts">
        <table className="admin-table" aria-labelledby="posts">
          <thead>
            <tr>
              <th>Post</th>
              <th>Status</th>
              <th>Updated (UTC)</th>
              <th>Published (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {posts.data.map((p) => (
              <tr key={p.slug}>
                <td>
                  <a href={`/admin/content/posts/${encodeURIComponent(p.slug)}`}>{p.title}</a>
                </td>
                <td data-label="Status">
                  <span className="admin-badge">{p.status}</span>
                </td>
                <td data-label="Updated (UTC)">{when(p.updatedAt)}</td>
                <td data-label="Published (UTC)">{when(p.publishedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <AdminPager
        label="Pages of posts"
        currentPage={posts.meta.currentPage}
        lastPage={posts.meta.lastPage}
        summary={`${posts.meta.total} posts`}
        href={(n) => `/admin/content?page=${n}`}
      />
    </>
  );
}
