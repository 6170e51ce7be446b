import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "@/components/ui/link";
import { OperationError } from "@/lib/api/caller";
import { requireStaff } from "@/lib/admin/session";
import { AdminForm } from "../../../_components/admin-form";
import { deleteForm, saveForm } from "../actions";
import { FormBuilder } from "./form-builder";

export const metadata: Metadata = { title: "Form" };

async function load<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof OperationError && error.status === 404) notFound();
    throw error;
  }
}

/** One form's builder (GET/PATCH/DELETE /operator/forms/{slug}): owners edit, staff read. */
export default async function AdminFormPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { caller, csrfToken, staff } = await requireStaff();
  const { data: form } = await load(() => caller.getOperatorForm({ params: { slug } }));
  const owner = staff.role === "owner";
  return (
    <>
      <p>
        <Link href="/admin/forms">← Forms</Link>
      </p>
      <h1>{form.title}</h1>
      <p className="admin-muted">
        Version {form.version} · {form.status} ·{" "}
        <Link href={`/admin/forms/${form.slug}/submissions`}>
          {form.submissions} submissions ({form.unhandled} unhandled)
        </Link>
      </p>
      {!owner && <p className="admin-notice">Only the store&apos;s owners may change forms.</p>}
      <AdminForm
        action={saveForm.bind(null, form.slug)}
        csrfToken={csrfToken}
        submit={owner ? "Save form" : "Save (owners only)"}
        label="Form builder"
      >
        <FormBuilder form={form} readOnly={!owner} />
      </AdminForm>
      {owner && (
        <AdminForm
          action={deleteForm.bind(null, form.slug)}
          csrfToken={csrfToken}
          submit="Delete form and its submissions"
          tone="danger"
          label="Delete form"
        />
      )}
    </>
  );
}
