"use client";

import { useActionState, useId, useState, type FormEvent } from "react";
import { useFormStatus } from "react-dom";
import { idleForm, type FormState } from "@/lib/admin/form-state";

/** The API's limit (POST /operator/media): a larger file is stopped here, before it is sent. */
const maxBytes = 10 * 1024 * 1024;

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="admin-button" disabled={pending} aria-disabled={pending}>
      {pending ? "Uploading…" : label}
    </button>
  );
}

/**
 * Uploads an image to the media library and makes it the store's logo or social image (one server action, two
 * operations): the current one shown above, the API's refusal (not an image, too large) beside the file input.
 */
export function StoreImageForm({
  action,
  csrfToken,
  field,
  label,
  hint,
  currentUrl,
}: {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  csrfToken: string;
  field: "logo" | "socialImage";
  label: string;
  hint: string;
  currentUrl: string | null;
}) {
  const [state, formAction] = useActionState(action, idleForm);
  const [tooLarge, setTooLarge] = useState(false);
  const id = useId();
  const errors = tooLarge ? ["The file is too large (limit 10 MiB)."] : [...(state.errors?.file ?? []), ...(state.errors?.[field] ?? [])];
  const altErrors = state.errors?.alt;
  const refuseLarge = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("file");
    const large = file instanceof File && file.size > maxBytes;
    setTooLarge(large);
    if (large) event.preventDefault();
  };
  return (
    <form action={formAction} onSubmit={refuseLarge} className="admin-form" aria-label={label}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <strong>{label}</strong>
      {state.message && !tooLarge && (
        <p className="admin-notice error" role="alert">
          {state.message}
        </p>
      )}
      {state.ok && !tooLarge && (
        <p className="admin-notice ok" role="status">
          {state.ok}
        </p>
      )}
      <div className="admin-image-preview">
        {currentUrl ? (
          // A served rendition of the media library: no image optimiser in front of it.

          <img src={currentUrl} alt={`The current ${field === "logo" ? "logo" : "social image"}`} />
        ) : (
          <span className="admin-muted">None yet.</span>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>{hint}</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          required
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? `${id}-file-error` : undefined}
        />
        {errors.length > 0 && (
          <span className="admin-error" id={`${id}-file-error`}>
            {errors.join(" ")}
          </span>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-alt`}>Text alternative (what the image shows, for screen readers)</label>
        <input
          id={`${id}-alt`}
          name="alt"
          maxLength={500}
          defaultValue={state.values?.alt}
          aria-invalid={altErrors ? true : undefined}
          aria-describedby={altErrors ? `${id}-alt-error` : undefined}
        />
        {altErrors && (
          <span className="admin-error" id={`${id}-alt-error`}>
            {altErrors.join(" ")}
          </span>
        )}
      </div>
      <div>
        <Submit label={currentUrl ? "Upload a new one" : "Upload"} />
      </div>
    </form>
  );
}
