import sanitizeHtml from "sanitize-html";

/**
 * The one HTML policy for CMS page and blog post bodies, which come from store staff and imports and are never
 * trusted. `cleanHtml` applies it when the API saves a body, so every client receives clean HTML; the storefront
 * applies it again when rendering (`renderableHtml`), with presentation rules on top, so a body that reached the
 * database another way (an import, a seed, an older policy) is cleaned too.
 *
 * Structure, links, images and tables stay; scripts, styles, event handlers, frames, forms, plugins and any URL
 * scheme but http(s), mailto and tel (images: http(s) only, no protocol-relative URLs) go.
 */
const allowedTags = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "ul", "ol", "li", "strong", "b", "em", "i", "u",
  "s", "small", "sup", "sub", "code", "pre", "a", "img", "figure", "figcaption", "table", "thead", "tbody", "tr", "th",
  "td", "span", "div",
]; // prettier-ignore

export const htmlPolicy: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
};

/** A body as the API stores and serves it: the policy, nothing rewritten. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, htmlPolicy);
}

/** A body as the storefront renders it: the same policy, plus the page's own presentation. */
export function renderableHtml(html: string): string {
  return sanitizeHtml(html, {
    ...htmlPolicy,
    transformTags: {
      // A page's own <h1> is its title; headings in the body start at h2.
      h1: "h2",
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? "");
        return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy" } }),
    },
  });
}
