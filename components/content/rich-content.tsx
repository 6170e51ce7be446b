import { renderableHtml } from "@/lib/media/clean-html";

/** CMS or post HTML, sanitised on the server (a server component) before it reaches the page. */
export function RichContent({ html, className = "prose" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: renderableHtml(html) }} />;
}
