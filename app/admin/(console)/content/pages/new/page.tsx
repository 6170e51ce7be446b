import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../../../_components/admin-form";
import { addPage } from "../../actions";
import { ContentEditor } from "../../content-editor";
import { mediaChoices } from "../../media-choices";
import { SeoFields } from "../../seo-fields";

export const metadata: Metadata = { title: "New page" };

/** The "New page" form (POST /operator/pages): draft, published now, or scheduled. */
export default async function AdminNewPage() {
  const { caller, csrfToken } = await requireStaff();
  const media = await mediaChoices(caller);
  return (
    <>
      <p>
        <a href="/admin/content">← Content</a>
      </p>
      <h1>New page</h1>
      <AdminForm action={addPage} csrfToken={csrfToken} submit="Add page" label="New page">
        <AdminField name="name" label="Title" required />
        <AdminField name="slug" label="Address (slug; from the title when empty)" placeholder="about-us" />
        <ContentEditor defaultValue="" csrfToken={csrfToken} media={media} />
        <SeoFields titleName="metaTitle" descriptionName="metaDescription" defaultTitle="" defaultDescription="" path="/pages/…" />
        <AdminField
          name="status"
          label="Status"
          options={[
            { value: "draft", label: "Draft" },
            { value: "published", label: "Published" },
          ]}
        />
        <AdminField name="publishAt" label="Publish at (UTC; leave empty to use the status)" type="datetime-local" step="1" />
      </AdminForm>
    </>
  );
}
