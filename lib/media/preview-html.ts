import "server-only";
import { cleanHtml } from "./clean-html";

/**
 * POST /operator/html-preview: the HTML as a page or post would store it (lib/media/clean-html.ts), so the back office
 * shows what the storefront will, before anything is saved.
 */
export function previewHtml({ html }: { html: string }): { html: string } {
  return { html: cleanHtml(html) };
}
