import Link from "@/components/ui/link";
import { formatDate } from "@/lib/storefront/format";
import type { SearchResponse } from "@storefront/sdk";

type Results = SearchResponse["results"];

/** A page of the store (shipping, brewing guide…) has no picture: a document drawn in the brand's colours. */
function PageIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="result-page-icon">
      <path d="M8 3h11l6 6v19a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z" fill="#fff" stroke="currentColor" strokeWidth="1.6" />
      <path d="M19 3v6h6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M11 15h10M11 19h10M11 23h6" stroke="var(--accent)" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
export type GroupKey = keyof Results;

export const groups: { key: GroupKey; type: string; label: string; singular: string }[] = [
  { key: "products", type: "products", label: "Products", singular: "product" },
  { key: "subscriptionPackages", type: "subscription_packages", label: "Subscription boxes", singular: "subscription box" },
  { key: "collections", type: "collections", label: "Collections", singular: "collection" },
  { key: "pages", type: "pages", label: "Pages", singular: "page" },
  { key: "events", type: "events", label: "Events", singular: "event" },
];

type Item = {
  key: string;
  href: string;
  title: string;
  excerpt: string;
  image: { src: string; alt: string } | null;
  aside: string | null;
  meta?: string | null;
};

/** Links go to this storefront's own routes (the API's url field names the same pages on APP_URL). */
function itemsOf(key: GroupKey, results: Results): Item[] {
  switch (key) {
    case "products":
      return results.products.map((r) => ({
        key: r.id,
        href: `/products/${r.slug}`,
        title: r.title,
        excerpt: r.excerpt,
        image: r.image,
        aside: r.price,
      }));
    case "subscriptionPackages":
      return results.subscriptionPackages.map((r) => ({
        key: r.id,
        href: `/subscriptions/${r.id}`,
        title: r.title,
        excerpt: r.excerpt,
        image: r.image,
        aside: r.price,
      }));
    case "collections":
      return results.collections.map((r) => ({
        key: r.id,
        href: `/collections/${r.slug}`,
        title: r.title,
        excerpt: r.excerpt,
        image: r.image,
        aside: null,
      }));
    case "pages":
      return results.pages.map((r) => ({
        key: r.id,
        href: `/pages/${r.slug}`,
        title: r.title,
        excerpt: r.excerpt,
        image: null,
        aside: null,
      }));
    case "events":
      return results.events.map((r) => ({
        key: r.id,
        href: `/events/${r.slug}`,
        title: r.title,
        excerpt: r.excerpt,
        image: r.image,
        aside: r.price,
        meta: r.startsAt ? `Next: ${formatDate(r.startsAt, true)}` : null,
      }));
  }
}

export function ResultGroup({ group, results }: { group: (typeof groups)[number]; results: Results }) {
  const items = itemsOf(group.key, results);
  if (!items.length) return null;
  return (
    <section className="result-group" aria-labelledby={`group-${group.key}`} data-testid={`results-${group.type}`}>
      <h2 id={`group-${group.key}`} style={{ fontSize: "1.35rem" }}>
        {group.label} <span className="muted small">({items.length})</span>
      </h2>
      <ul className="result-list">
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} className="result-item">
              <div className="result-thumb" aria-hidden="true">
                {item.image ? (
                  <img src={item.image.src} alt="" width={72} height={72} loading="lazy" />
                ) : group.key === "pages" ? (
                  <PageIcon />
                ) : (
                  <span>{group.singular.charAt(0).toUpperCase()}</span>
                )}
              </div>
              <div>
                <h3>{item.title}</h3>
                <p>
                  {item.meta ? `${item.meta} · ` : ""}
                  {item.excerpt}
                </p>
              </div>
              {item.aside ? <strong>{item.aside}</strong> : <span />}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
