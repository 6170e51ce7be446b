import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../_components/admin-form";
import { TableFrame } from "../../_components/table-frame";
import { createForm, eraseByEmail } from "./actions";

export const metadata: Metadata = { title: "Forms" };

/** The store's forms (GET /operator/forms): owners add one here and build it on its page. */
export default async function AdminFormsPage() {
  const { caller, csrfToken, staff } = await requireStaff();
  const { data: forms } = await caller.listOperatorForms({ query: { perPage: "100" } });
  const owner = staff.role === "owner";
  return (
    <>
      <h1>Forms</h1>
      <p className="admin-muted">
        A published form appears on any content page whose custom field <code>form</code> names its slug.
      </p>
      <TableFrame label="Forms">
        <table className="admin-table">
          <thead>
            <tr>
              <th>Form</th>
              <th>Status</th>
              <th className="num">Version</th>
              <th className="num">Submissions</th>
              <th className="num">Unhandled</th>
            </tr>
          </thead>
          <tbody>
            {forms.map((f) => (
              <tr key={f.id}>
                <td>
                  <Link href={`/admin/forms/${f.slug}`}>{f.title}</Link> <span className="admin-muted">{f.slug}</span>
                </td>
                <td data-label="Status">
                  <span className="admin-badge">{f.status}</span>
                </td>
                <td className="num" data-label="Version">
                  {f.version}
                </td>
                <td className="num" data-label="Submissions">
                  <Link href={`/admin/forms/${f.slug}/submissions`}>{f.submissions}</Link>
                </td>
                <td className="num" data-label="Unhandled">
                  {f.unhandled}
                </td>
              </tr>
            ))}
            {forms.length === 0 && (
              <tr>
                <td colSpan={5} className="admin-muted">
                  No forms yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableFrame>
      {owner && (
        <>
          <h2>New form</h2>
          <AdminForm action={createForm} csrfToken={csrfToken} submit="Add form" label="New form">
            <AdminField name="title" label="Title" required />
            <AdminField name="slug" label="Slug (lower-case words joined by hyphens)" required />
          </AdminForm>
          <h2>Erase a person&apos;s submissions</h2>
          <p className="admin-muted">Every submission of any form holding this e-mail address, and the mails they caused, are deleted.</p>
          <AdminForm action={eraseByEmail} csrfToken={csrfToken} submit="Erase" tone="danger" label="Erase submissions by e-mail">
            <AdminField name="email" label="E-mail address" type="email" required />
          </AdminForm>
        </>
      )}
    </>
  );
}
