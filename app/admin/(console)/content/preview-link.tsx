"use client";

import { useState, useTransition } from "react";
import { makePreviewLink } from "./actions";

/** Makes a link that shows the saved page or post on the storefront, draft or not, for an hour. */
export function PreviewLinkButton({ kind, slug, csrfToken }: { kind: "page" | "post"; slug: string; csrfToken: string }) {
  const [link, setLink] = useState<{ url?: string; message?: string }>({});
  const [pending, start] = useTransition();
  const make = () =>
    start(async () => {
      const form = new FormData();
      form.set("csrf", csrfToken);
      setLink(await makePreviewLink(kind, slug, form));
    });
  return (
    <section aria-label="Preview on the storefront" className="admin-toolbar">
      <button type="button" className="admin-button secondary" onClick={make} disabled={pending}>
        {pending ? "Working…" : "Preview on the storefront"}
      </button>
      {link.message ? (
        <p className="admin-error" role="alert">
          {link.message}
        </p>
      ) : null}
      {link.url ? (
        <p role="status">
          <a href={link.url} target="_blank" rel="noopener">
            Open the preview
          </a>{" "}
          <span className="admin-muted">(the saved {kind}; anyone with this link can see it for an hour)</span>
        </p>
      ) : null}
    </section>
  );
}
