import Link from "@/components/ui/link";
import { PostCard } from "@/components/content/post-card";
import { SearchIcon } from "@/components/layout/icons";
import { DisplayPrice, ProductCard } from "@/components/ui/product-card";
import { listPosts, listPublishedPages } from "@/lib/storefront/content";
import { getStorefrontTenant } from "@/lib/api/storefront-tenant";
import { cachePage, renderedAt } from "@/lib/storefront/page-cache";
import { shopperMarket } from "@/lib/storefront/market";
import { shop } from "@/lib/storefront/shop";

export default async function HomePage() {
  const store = await getStorefrontTenant();
  return <CachedHome store={store.slug} name={store.name} tagline={store.tagline} market={await shopperMarket()} />;
}

/**
 * Rendered once per tenant, heading and market; expires when the catalogue, the journal or the pages change. A
 * store without products, collections, posts or pages shows its name and search only: no empty sections.
 */
async function CachedHome({
  store,
  name,
  tagline,
  market,
}: {
  store: string;
  name: string;
  tagline: string | null;
  market: string | undefined;
}) {
  "use cache";
  const [products, collections, packages, posts, pages] = await cachePage(
    store,
    [{ catalog: true }, { posts: true }, { pages: true }],
    () =>
      Promise.all([
        shop.products({ type: "product", inStock: "true", sort: "featured", perPage: "8" }, market).then((r) => r?.data ?? []),
        shop.collections(),
        shop.products({ type: "subscription_package", sort: "name", perPage: "100" }, market).then((r) => r?.data ?? []),
        listPosts({ page: 1, perPage: 3 }),
        listPublishedPages(),
      ]),
  );
  const heroImages = products.slice(0, 2);
  const featuredPackage = packages[0];
  return (
    <>
      <meta name="storefront-rendered-at" content={renderedAt()} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <div>
            <p className="eyebrow">{name}</p>
            <h1 id="hero-title">{tagline ?? `Welcome to ${name}`}</h1>
            <div className="button-row">
              {featuredPackage ? (
                <Link href={`/subscriptions/${featuredPackage.id}`} className="button">
                  Build a subscription box
                </Link>
              ) : null}
              {collections[0] ? (
                <Link href={`/collections/${collections[0].slug}`} className="button button-secondary">
                  Shop {collections[0].title.toLowerCase()}
                </Link>
              ) : null}
            </div>
            <form action="/search" method="get" role="search" className="hero-search" aria-label="Search the shop">
              <label htmlFor="home-search" className="sr-only">
                Search products, pages and events
              </label>
              <input id="home-search" type="search" name="q" placeholder="Try “ethiopia”" required maxLength={200} />
              <button type="submit" className="button">
                <SearchIcon size={18} /> Search
              </button>
            </form>
          </div>
          <div className="hero-art" aria-hidden="true">
            {heroImages.map((p) => (p.image ? <img key={p.id} src={p.image.path} alt="" width={800} height={800} /> : null))}
          </div>
        </div>
      </section>

      {collections.length ? (
        <section className="container section-tight" aria-labelledby="collections-title">
          <div className="section-head">
            <h2 id="collections-title">Shop by collection</h2>
          </div>
          <div className="grid grid-4">
            {collections.map((c) => (
              <Link key={c.id} href={`/collections/${c.slug}`} className="card card-link">
                <div className="card-media card-media-banner">
                  {c.image ? <img src={c.image.path} alt="" width={1200} height={600} loading="lazy" /> : null}
                </div>
                <div className="card-body">
                  <h3>{c.title}</h3>
                  <p className="muted small" style={{ margin: 0 }}>
                    {c.description}
                  </p>
                </div>
              </Link>
            ))}
          </div>
        </section>
      ) : null}

      {products.length ? (
        <section className="container section" aria-labelledby="featured-title">
          <div className="section-head">
            <div>
              <p className="eyebrow">Fresh this week</p>
              <h2 id="featured-title">Customer favourites</h2>
            </div>
            {collections[0] ? (
              <Link href={`/collections/${collections[0].slug}`}>Shop all {collections[0].title.toLowerCase()}</Link>
            ) : null}
          </div>
          <div className="grid grid-4">
            {products.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      ) : null}

      {packages.length ? (
        <section className="container section-tight" aria-labelledby="subscribe-title">
          <div className="promo">
            <div className="promo-body">
              <p className="eyebrow" style={{ color: "#f3c9a8" }}>
                Subscribe and save
              </p>
              <h2 id="subscribe-title">Your box, your rhythm</h2>
              <p>Pick what you love, choose how often it arrives, and change or cancel any time.</p>
              <ul className="summary-lines" style={{ maxWidth: "26rem" }}>
                {packages.map((p) => (
                  <li key={p.id}>
                    <Link href={`/subscriptions/${p.id}`} style={{ color: "#fff" }}>
                      {p.title}
                    </Link>
                    <span>
                      from <DisplayPrice item={p} />
                    </span>
                  </li>
                ))}
              </ul>
              {featuredPackage ? (
                <Link href={`/subscriptions/${featuredPackage.id}`} className="button">
                  Start your box
                </Link>
              ) : null}
            </div>
            {featuredPackage?.image ? <img src={featuredPackage.image.path} alt="" width={800} height={800} loading="lazy" /> : null}
          </div>
        </section>
      ) : null}

      {posts.data.length ? (
        <section className="container section" aria-labelledby="journal-title">
          <div className="section-head">
            <div>
              <p className="eyebrow">The journal</p>
              <h2 id="journal-title">Stories from the shop</h2>
            </div>
            <Link href="/blog">All posts</Link>
          </div>
          <div className="grid grid-3">
            {posts.data.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        </section>
      ) : null}

      {pages.length ? (
        <section className="container section-tight" aria-labelledby="pages-title">
          <div className="section-head">
            <h2 id="pages-title">Good to know</h2>
          </div>
          <div className="grid grid-4">
            {pages.slice(0, 4).map((page) => (
              <Link key={page.slug} href={`/pages/${page.slug}`} className="card card-link">
                <div className="card-body">
                  <h3>{page.name}</h3>
                  <p className="muted small" style={{ margin: 0 }}>
                    {page.metaDescription}
                  </p>
                </div>
              </Link>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
