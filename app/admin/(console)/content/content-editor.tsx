"use client";

import { useState, useTransition } from "react";
import { previewContent } from "./actions";
import { RichTextEditor, type MediaChoice } from "./rich-text-editor";

/**
 * The content field of a page or post: a rich-text editor, and a preview of its HTML as the storefront will show it
 * (run through the API's sanitiser, so scripts and event handlers are already gone), before or after saving.
 */
export function ContentEditor({ defaultValue, csrfToken, media }: { defaultValue: string; csrfToken: string; media: MediaChoice[] }) {
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
      <RichTextEditor name="content" label="Content" defaultValue={defaultValue} media={media} onChange={setHtml} />
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
