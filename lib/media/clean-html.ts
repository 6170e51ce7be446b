import sanitizeHtml from "sanitize-html";

/** Page and post bodies are HTML rendered by storefronts: keep structure and images, drop scripts, handlers and unknown tags. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
    allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, img: ["src", "alt", "width", "height", "loading"] },
    allowedSchemes: ["http", "https", "mailto"],
  });
}
