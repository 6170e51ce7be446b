import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isNotFound } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../../../_components/admin-form";
import { savePost, setPostStatus } from "../../actions";
import { ContentEditor } from "../../content-editor";
import { DeleteContentForm } from "../../delete-form";
import { PreviewLinkButton } from "../../preview-link";
import { mediaChoices } from "../../media-choices";
import { postChoices } from "../../post-choices";
import { PostFields } from "../../post-fields";
import { SeoFields } from "../../seo-fields";

export const metadata: Metadata = { title: "Edit post" };

/** One blog post's editor (GET and PATCH /operator/posts/{slug}): text with a sanitised preview, publish or unpublish. */
export default async function AdminPostEditor({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { caller, csrfToken } = await requireStaff();
  const post = await caller
    .getOperatorPost({ params: { slug } })
    .then((a) => a.data)
    .catch((error: unknown) => {
      if (isNotFound(error)) notFound();
      throw error;
    });
  const published = post.status === "published";
  const [media, choices] = await Promise.all([mediaChoices(caller), postChoices(caller)]);
  return (
    <>
      <p>
        <a href="/admin/content">← Content</a>
      </p>
      <h1>
        {post.title} <span className="admin-badge">{post.status}</span>
      </h1>
      <p className="admin-muted">
        {published ? <a href={`/blog/${encodeURIComponent(post.slug)}`}>View on the blog</a> : "Not on the blog while a draft."}
      </p>
      <AdminForm
        action={setPostStatus.bind(null, post.slug, published ? "draft" : "published")}
        csrfToken={csrfToken}
        submit={published ? "Unpublish" : "Publish"}
        tone={published ? "danger" : undefined}
        inline
        label={published ? "Unpublish this post" : "Publish this post"}
      />
      <PreviewLinkButton kind="post" slug={post.slug} csrfToken={csrfToken} />
      <AdminForm action={savePost.bind(null, post.slug)} csrfToken={csrfToken} submit="Save post" label="Edit post">
        <AdminField name="title" label="Title" defaultValue={post.title} required />
        <AdminField name="slug" label="Address (slug; the old one redirects here)" defaultValue={post.slug} required />
        <AdminField name="excerpt" label="Excerpt" rows={2} defaultValue={post.excerpt} />
        <ContentEditor defaultValue={post.content} csrfToken={csrfToken} media={media} />
        <PostFields choices={choices} authorId={post.authorId} collections={post.collections.map((c) => c.slug)} />
        <SeoFields
          titleName="seoTitle"
          descriptionName="seoDescription"
          defaultTitle={post.seo.title}
          defaultDescription={post.seo.description}
          path={`/blog/${post.slug}`}
        />
      </AdminForm>
      <DeleteContentForm kind="post" slug={post.slug} csrfToken={csrfToken} />
    </>
  );
}
