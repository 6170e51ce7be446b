import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { RichContent } from "@/components/content/rich-content";
import { PageHeader } from "@/components/ui/page-header";
import { loadEvent } from "@/lib/storefront/loaders";
import { cachePage, renderedAt } from "@/lib/storefront/page-cache";
import { shop } from "@/lib/storefront/shop";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadEvent((await params).slug);
  return event
    ? { title: event.title, description: event.description.replace(/<[^>]*>/g, " ").slice(0, 160) }
    : { title: "Event not found" };
}

export default async function EventPage({ params }: Props) {
  return <CachedEvent slug={(await params).slug} />;
}

/** Rendered once per event; expires when the events change. */
async function CachedEvent({ slug }: { slug: string }) {
  "use cache";
  const event = await cachePage([{ events: true }], () => shop.event(slug));
  if (!event) notFound();
  return (
    <div className="container">
      <meta name="storefront-rendered-at" content={renderedAt()} />
      <PageHeader title={event.title} eyebrow="Event" crumbs={[{ href: "/events", label: "Events" }, { label: event.title }]} />
      <div className="product">
        <div className="product-media">
          {event.image ? <img src={event.image.path} alt={event.image.alt} width={1200} height={630} /> : null}
        </div>
        <div className="product-info">
          <RichContent html={event.description} />
          <dl className="product-facts">
            <dt>Venue</dt>
            <dd>{event.venue}</dd>
          </dl>
          <h2 style={{ fontSize: "1.3rem" }}>Dates</h2>
          <ul className="result-list" style={{ marginBottom: "1.5rem" }}>
            {event.occurrences.map((o) => (
              <li key={o.id} className="card card-body">
                <strong>
                  <time dateTime={o.startsAt}>{o.displayStartsAt}</time>
                </strong>
                <div className="muted small">{o.capacity} places</div>
              </li>
            ))}
          </ul>
          <h2 style={{ fontSize: "1.3rem" }}>Tickets</h2>
          <ul className="summary-lines">
            {event.tickets.map((t) => (
              <li key={t.id}>
                <span>{t.name}</span>
                <strong>{t.displayPrice}</strong>
              </li>
            ))}
          </ul>
          <p className="muted small">
            Tickets are sold at the roastery. <Link href="/contact">Contact us</Link> to reserve a place.
          </p>
        </div>
      </div>
    </div>
  );
}
