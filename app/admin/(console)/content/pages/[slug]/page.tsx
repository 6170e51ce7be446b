import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isNotFound } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../../../_components/admin-form";
import { savePage, setPageStatus } from "../../actions";
import { ContentEditor } from "../../content-editor";
import { DeleteContentForm } from "../../delete-form";
import { PreviewLinkButton } from "../../preview-link";
import { mediaChoices } from "../../media-choices";
import { SeoFields } from "../../seo-fields";

export const metadata: Metadata = { title: "Edit page" };

/** One CMS page's editor (GET and PATCH /operator/pages/{pageSlug}): text with a sanitised preview, publish or unpublish. */
export default async function AdminPageEditor({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { caller, csrfToken } = await requireStaff();
  const page = await caller
    .getOperatorPage({ params: { pageSlug: slug } })
    .then((a) => a.data)
    .catch((error: unknown) => {
      if (isNotFound(error)) notFound();
      throw error;
    });
  const published = page.status === "published";
  const media = await mediaChoices(caller);
  return (
    <>
      <p>
        <a href="/admin/content">← Content</a>
      </p>
      <h1>
        {page.name} <span className="admin-badge">{page.status}</span>
      </h1>
      <p className="admin-muted">
        {published ? <a href={`/pages/${encodeURIComponent(page.slug)}`}>View in the shop</a> : "Not in the shop while a draft."}
      </p>
      <AdminForm
        action={setPageStatus.bind(null, page.slug, published ? "draft" : "published")}
        csrfToken={csrfToken}
        submit={published ? "Unpublish" : "Publish"}
        tone={published ? "danger" : undefined}
        inline
        label={published ? "Unpublish this page" : "Publish this page"}
      />
      <PreviewLinkButton kind="page" slug={page.slug} csrfToken={csrfToken} />
      <AdminForm action={savePage.bind(null, page.slug)} csrfToken={csrfToken} submit="Save page" label="Edit page">
        <AdminField name="name" label="Title" defaultValue={page.name} required />
        <AdminField name="slug" label="Address (slug; the old one redirects here)" defaultValue={page.slug} required />
        <ContentEditor defaultValue={page.content} csrfToken={csrfToken} media={media} />
        <SeoFields
          titleName="metaTitle"
          descriptionName="metaDescription"
          defaultTitle={page.seo.title}
          defaultDescription={page.seo.description}
          path={`/pages/${page.slug}`}
        />
      </AdminForm>
      <DeleteContentForm kind="page" slug={page.slug} csrfToken={csrfToken} />
    </>
  );
}
