import Link from "@/components/ui/link";

export const metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <div className="container not-found">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>We couldn&apos;t find that page</h1>
      <p className="lede" style={{ margin: "0 auto 1.5rem" }}>
        It may have moved, or the link may be mistyped. Try a search, or head back to the shop.
      </p>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label="Search the shop"
        className="hero-search"
        style={{ margin: "0 auto 1.5rem" }}
      >
        <label htmlFor="notfound-search" className="sr-only">
          Search the shop
        </label>
        <input id="notfound-search" type="search" name="q" placeholder="Search the shop" required maxLength={200} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <div className="button-row" style={{ justifyContent: "center" }}>
        <Link href="/" className="button button-secondary">
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
