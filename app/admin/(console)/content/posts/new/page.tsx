import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../../../_components/admin-form";
import { addPost } from "../../actions";
import { ContentEditor } from "../../content-editor";
import { mediaChoices } from "../../media-choices";
import { postChoices } from "../../post-choices";
import { PostFields } from "../../post-fields";
import { SeoFields } from "../../seo-fields";

export const metadata: Metadata = { title: "New post" };

/** The "New post" form (POST /operator/posts): draft, published now, or scheduled. */
export default async function AdminNewPost() {
  const { caller, csrfToken } = await requireStaff();
  const [media, choices] = await Promise.all([mediaChoices(caller), postChoices(caller)]);
  return (
    <>
      <p>
        <a href="/admin/content">← Content</a>
      </p>
      <h1>New post</h1>
      <AdminForm action={addPost} csrfToken={csrfToken} submit="Add post" label="New post">
        <AdminField name="title" label="Title" required />
        <AdminField name="slug" label="Address (slug; from the title when empty)" placeholder="our-new-harvest" />
        <AdminField name="excerpt" label="Excerpt" rows={2} />
        <ContentEditor defaultValue="" csrfToken={csrfToken} media={media} />
        <PostFields choices={choices} authorId={null} collections={[]} />
        <SeoFields titleName="seoTitle" descriptionName="seoDescription" defaultTitle="" defaultDescription="" path="/blog/…" />
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
