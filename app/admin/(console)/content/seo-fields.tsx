"use client";

import { useId, useState } from "react";

/**
 * The SEO title and description of a page or post, with a preview of how a search result would show them (titles
 * past about 60 characters and descriptions past about 160 are cut there).
 */
export function SeoFields({
  titleName,
  descriptionName,
  defaultTitle,
  defaultDescription,
  path,
}: {
  titleName: string;
  descriptionName: string;
  defaultTitle: string;
  defaultDescription: string;
  path: string;
}) {
  const id = useId();
  const [title, setTitle] = useState(defaultTitle);
  const [description, setDescription] = useState(defaultDescription);
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
  return (
    <fieldset className="admin-fieldset">
      <legend>Search engines</legend>
      <div className="admin-field">
        <label htmlFor={`${id}-title`}>SEO title</label>
        <input id={`${id}-title`} name={titleName} value={title} maxLength={300} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-description`}>SEO description</label>
        <textarea
          id={`${id}-description`}
          name={descriptionName}
          rows={2}
          value={description}
          maxLength={1000}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <section aria-label="Search result preview" className="admin-card admin-serp">
        <p className="admin-serp-path">{path}</p>
        <p className="admin-serp-title">{cut(title || "(the title)", 60)}</p>
        <p className="admin-serp-description">{cut(description || "(the description)", 160)}</p>
      </section>
    </fieldset>
  );
}
