"use client";

import { useId, useState, useTransition } from "react";
import { previewContent } from "./actions";

/**
 * The content field of a page or post: the HTML as typed, and a preview of it as the storefront will show it (run
 * through the API's sanitiser, so scripts and event handlers are already gone), before or after saving.
 */
export function ContentEditor({ defaultValue, csrfToken }: { defaultValue: string; csrfToken: string }) {
  const id = useId();
  const [html, setHtml] = useState(defaultValue);
  const [preview, setPreview] = useState<{ html?: string; message?: string }>({ html: defaultValue });
  const [pending, start] = useTransition();
  const show = () =>
    start(async () => {
      const form = new FormData();
      form.set("csrf", csrfToken);
      form.set("content", html);
      setPreview(await previewContent(form));
    });
  return (
    <div className="admin-field">
      <label htmlFor={id}>Content (HTML)</label>
      <textarea id={id} name="content" rows={14} value={html} onChange={(e) => setHtml(e.target.value)} />
      <div>
        <button type="button" className="admin-button secondary" onClick={show} disabled={pending}>
          {pending ? "Working…" : "Preview"}
        </button>
      </div>
      <section aria-label="Preview" className="admin-card" style={{ overflowWrap: "anywhere" }}>
        {preview.message ? (
          <p className="admin-error" role="alert">
            {preview.message}
          </p>
        ) : (
          // Sanitised by the API (lib/media/clean-html.ts through POST /operator/html-preview), as the storefront renders it.
          <div className="prose" dangerouslySetInnerHTML={{ __html: preview.html ?? "" }} />
        )}
      </section>
    </div>
  );
}
