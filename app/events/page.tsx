import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { shopperMarket } from "@/lib/storefront/market";
import { shop } from "@/lib/storefront/shop";

export const metadata: Metadata = { title: "Events", description: "Tastings, workshops and other dates to book a place at." };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EventsPage({ searchParams }: Props) {
  const search = await searchParams;
  const page = typeof search.page === "string" ? search.page : undefined;
  const events = await shop.events({ page, perPage: "12" }, await shopperMarket());
  return (
    <div className="container">
      <PageHeader
        title="Events"
        eyebrow="Come and taste"
        lede="Tastings, workshops and other dates to book a place at."
        crumbs={[{ label: "Events" }]}
      />
      {events.data.length ? (
        <ul className="grid grid-3" style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label="Upcoming events">
          {events.data.map((e) => (
            <li key={e.id}>
              <Link href={`/events/${e.slug}`} className="card card-link" data-testid="event-card">
                <div className="card-media card-media-banner">
                  {e.image ? <img src={e.image.path} alt="" width={1200} height={630} loading="lazy" /> : null}
                </div>
                <div className="card-body">
                  <h2 style={{ fontSize: "1.2rem" }}>{e.title}</h2>
                  <p className="muted small" style={{ margin: "0 0 0.25rem" }}>
                    {e.venue}
                  </p>
                  {e.occurrences[0] ? (
                    <p className="small" style={{ margin: 0 }}>
                      <time dateTime={e.occurrences[0].startsAt}>{e.occurrences[0].displayStartsAt}</time>
                      {e.occurrences.length > 1
                        ? ` and ${e.occurrences.length - 1} more ${e.occurrences.length > 2 ? "dates" : "date"}`
                        : ""}
                    </p>
                  ) : null}
                  {e.displayFromPrice ? <p className="price">From {e.displayFromPrice}</p> : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No upcoming events">New dates are announced in our journal.</EmptyState>
      )}
    </div>
  );
}
