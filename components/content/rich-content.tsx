import { sanitizeContent } from "@/lib/storefront/sanitize";

/** CMS or post HTML, sanitised on the server before it reaches the page. */
export function RichContent({ html, className = "prose" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeContent(html) }} />;
}
