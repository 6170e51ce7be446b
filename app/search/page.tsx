import { TrackEvent } from "@/components/analytics/track-event";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { groups, ResultGroup } from "@/components/search/search-results";
import { EmptyState } from "@/components/ui/empty-state";
import { FocusOnArrival } from "@/components/ui/focus-on-arrival";
import { PageHeader } from "@/components/ui/page-header";
import { callOperation, OperationError } from "@/lib/api/caller";
import { searchTypes, type SearchType } from "@/lib/search/schemas";
import { pluralise } from "@/lib/storefront/format";
import { shopperMarket } from "@/lib/storefront/market";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = one((await searchParams).q).trim();
  return { title: q ? `Search: ${q.slice(0, 60)}` : "Search", robots: { index: false } };
}

function href(q: string, type?: string) {
  const p = new URLSearchParams({ q });
  if (type) p.set("type", type);
  return `/search?${p}`;
}

/** A query the API refuses (empty, too long) shows the page's own hint instead of results. */
async function searchOrNull(query: { q: string; type?: SearchType; limit: number }) {
  try {
    return await callOperation("search", { query: { ...query, market: await shopperMarket() } }, { as: "storefront" });
  } catch (error) {
    if (error instanceof OperationError && error.status === 422) return null;
    throw error;
  }
}

/**
 * The storefront's search page: GET /search through the in-process caller (token, 60/min rate limit on the
 * shopper's address, deadline and the operation's own query parsing), server-rendered as a plain GET form.
 */
export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = one(params.q).trim().slice(0, 200);
  const typeParam = one(params.type);
  const type = (searchTypes as readonly string[]).includes(typeParam) ? (typeParam as SearchType) : undefined;

  const [all, filtered] = q
    ? await Promise.all([searchOrNull({ q, limit: 20 }), type ? searchOrNull({ q, type, limit: 50 }) : null])
    : [null, null];
  const shown = filtered ?? all;

  return (
    <div className="container">
      <PageHeader title={q ? `Results for “${q}”` : "Search the shop"} crumbs={[{ label: "Search" }]} titleId="search-title" />
      {/* After a search (or a filter), focus lands on the results heading, not the top of the page. */}
      {q ? <TrackEvent key={q} type="search" /> : null}
      {q ? <FocusOnArrival targetId="search-title" signal={`${q}|${type ?? ""}`} /> : null}
      <form action="/search" method="get" role="search" className="search-bar" aria-label="Search the shop">
        <div className="field">
          <label htmlFor="search-q">Search products, boxes, pages and events</label>
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={q}
            required
            maxLength={200}
            placeholder="e.g. kenya, sencha, brewing guide"
          />
        </div>
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <button type="submit" className="button">
          Search
        </button>
      </form>

      {all ? (
        <>
          {/* Filters only where they lead somewhere: none when nothing matched, and no type with no results. */}
          {all.totalResults > 0 ? (
            <nav aria-label="Filter by type">
              <ul className="filter-tabs">
                <li>
                  <Link href={href(q)} aria-current={!type ? "page" : undefined}>
                    All <span className="count">{all.totalResults}</span>
                  </Link>
                </li>
                {groups
                  .filter((g) => all.results[g.key].length > 0 || type === g.type)
                  .map((g) => (
                    <li key={g.type}>
                      <Link href={href(q, g.type)} aria-current={type === g.type ? "page" : undefined}>
                        {g.label} <span className="count">{all.results[g.key].length}</span>
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          {shown && shown.totalResults > 0 ? (
            <>
              <p className="muted" role="status">
                {shown.correctedQuery ? (
                  <>
                    Showing results for <strong data-testid="corrected-query">{shown.correctedQuery}</strong>:{" "}
                  </>
                ) : null}
                {pluralise(shown.totalResults, "result")}
                {type ? ` in ${groups.find((g) => g.type === type)?.label.toLowerCase()}` : ""}
              </p>
              {groups.map((g) => (
                <ResultGroup key={g.key} group={g} results={shown.results} />
              ))}
            </>
          ) : (
            <EmptyState
              title={type ? `No ${groups.find((g) => g.type === type)?.label.toLowerCase()} match “${q}”` : `Nothing matches “${q}”`}
              actions={
                <>
                  {type && all.totalResults > 0 ? (
                    <Link href={href(q)} className="button">
                      See all {pluralise(all.totalResults, "result")}
                    </Link>
                  ) : null}
                  <Link href="/" className="button button-ghost">
                    Back to the shop
                  </Link>
                </>
              }
            >
              <p>Check the spelling, try a shorter word, or search for a kind of product rather than its name.</p>
            </EmptyState>
          )}
        </>
      ) : q ? (
        <EmptyState title="That search is too long">Try a few words, up to 200 characters.</EmptyState>
      ) : (
        <p className="muted" style={{ marginTop: "1.5rem" }}>
          Search products by name, SKU or description, and the shop&apos;s pages, journal and events by their words.
        </p>
      )}
    </div>
  );
}
