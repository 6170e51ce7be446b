import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RichContent } from "@/components/content/rich-content";
import { TicketPicker } from "@/components/events/ticket-picker";
import { PageHeader } from "@/components/ui/page-header";
import { loadEvent } from "@/lib/storefront/loaders";
import { shopperMarket } from "@/lib/storefront/market";
import { cachePage, renderedAt, storeOfRequest } from "@/lib/storefront/page-cache";
import { shop } from "@/lib/storefront/shop";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadEvent((await params).slug);
  return event
    ? { title: event.title, description: event.description.replace(/<[^>]*>/g, " ").slice(0, 160) }
    : { title: "Event not found" };
}

export default async function EventPage({ params }: Props) {
  return <CachedEvent store={await storeOfRequest()} slug={(await params).slug} market={await shopperMarket()} />;
}

/** Rendered once per event and market; expires when the events change. */
async function CachedEvent({ store, slug, market }: { store: string; slug: string; market: string | undefined }) {
  "use cache";
  const event = await cachePage(store, [{ events: true }], () => shop.event(slug, market));
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
          <h2 style={{ fontSize: "1.3rem" }}>Tickets</h2>
          <TicketPicker slug={event.slug} initial={event.occurrences} market={market} />
        </div>
      </div>
    </div>
  );
}
