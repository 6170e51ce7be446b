import { AdminField, AdminForm } from "../../_components/admin-form";
import { removeContent } from "./actions";

/** Deletes a page or post, once the owner confirms (a choice that must be changed to "Yes"). */
export function DeleteContentForm({ kind, slug, csrfToken }: { kind: "page" | "post"; slug: string; csrfToken: string }) {
  return (
    <section aria-labelledby="delete">
      <h2 id="delete">Delete</h2>
      <AdminForm
        action={removeContent.bind(null, kind, slug)}
        csrfToken={csrfToken}
        submit={`Delete ${kind}`}
        tone="danger"
        label={`Delete this ${kind}`}
      >
        <p className="admin-muted">The {kind} goes at once, with the addresses it had before; this cannot be undone.</p>
        <AdminField
          name="confirm"
          label="Confirm"
          options={[
            { value: "", label: "Choose…" },
            { value: "yes", label: `Yes, delete this ${kind}` },
          ]}
        />
      </AdminForm>
    </section>
  );
}
