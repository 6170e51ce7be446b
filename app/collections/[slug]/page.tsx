import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ProductCard } from "@/components/ui/product-card";
import { CollectionControls } from "@/components/collections/collection-controls";
import { productSorts } from "@/lib/catalog/schemas";
import { pluralise } from "@/lib/storefront/format";
import { findPriceBand, priceBandLabel, priceBands, type PriceBand } from "@/lib/storefront/price-bands";
import { loadCollection } from "@/lib/storefront/loaders";
import { cachePage, renderedAt, storeOfRequest } from "@/lib/storefront/page-cache";
import { shopperMarket } from "@/lib/storefront/market";
import { shop } from "@/lib/storefront/shop";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const sortLabels: Record<(typeof productSorts)[number], string> = {
  featured: "Featured",
  newest: "Newest",
  "price-asc": "Price, low to high",
  "price-desc": "Price, high to low",
  name: "Name, A to Z",
};
const perPage = 12;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = await loadCollection((await params).slug);
  return collection ? { title: collection.seo.title, description: collection.seo.description } : { title: "Collection not found" };
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const search = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const sort = productSorts.find((s) => s === one(search.sort)) ?? "featured";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(one(search.page) ?? "1", 10) || 1));
  const inStock = one(search.inStock) === "true";
  const type = productTypes.find((t) => t === one(search.type));
  const price = findPriceBand(one(search.price))?.value;
  return (
    <CachedCollection
      store={await storeOfRequest()}
      slug={slug}
      sort={sort}
      page={page}
      inStock={inStock}
      type={type}
      price={price}
      market={await shopperMarket()}
    />
  );
}

const productTypes = ["product", "subscription_package"] as const;
type Filters = { inStock: boolean; type: (typeof productTypes)[number] | undefined; price: PriceBand["value"] | undefined };

/** Rendered once per collection, sort, page, filters and market; expires when the catalogue changes. */
async function CachedCollection({
  store,
  slug,
  sort,
  page,
  inStock,
  type,
  price,
  market,
}: { store: string; slug: string; sort: (typeof productSorts)[number]; page: number; market: string | undefined } & Filters) {
  "use cache";
  // The page's query (also the links' query) and the same filters as GET /products takes them.
  const filters = { ...(inStock ? { inStock: "true" } : {}), ...(type ? { type } : {}), ...(price ? { price } : {}) };
  const band = findPriceBand(price);
  const query = { ...(inStock ? { inStock: "true" } : {}), ...(type ? { type } : {}), ...(band?.query ?? {}) };
  const [collection, products] = await cachePage(store, [{ catalog: true }], () =>
    Promise.all([
      shop.collection(slug),
      shop.products({ collection: slug, sort, page: String(page), perPage: String(perPage), ...query }, market),
    ]),
  );
  if (!collection || !products) notFound();
  const { meta } = products;
  // The price bands are labelled in the currency the page is priced in (any item of the collection tells it).
  const currencyCode =
    products.data[0]?.currencyCode ??
    (await cachePage(store, [{ catalog: true }], () => shop.products({ collection: slug, perPage: "1" }, market)))?.data[0]?.currencyCode ??
    "GBP";
  const href = (p: number) =>
    `/collections/${slug}?${new URLSearchParams({ ...(sort !== "featured" ? { sort } : {}), ...filters, ...(p > 1 ? { page: String(p) } : {}) })}`;
  const filtered = inStock || type !== undefined || price !== undefined;
  return (
    <div className="container">
      <meta name="storefront-rendered-at" content={renderedAt()} />
      <PageHeader title={collection.title} eyebrow="Collection" lede={collection.description} crumbs={[{ label: collection.title }]}>
        <p className="muted small collection-count">{pluralise(meta.total, "product")}</p>
      </PageHeader>
      <CollectionControls
        key={`${sort}|${inStock}|${type ?? ""}|${price ?? ""}`}
        basePath={`/collections/${slug}`}
        activeFilters={(sort !== "featured" ? 1 : 0) + (inStock ? 1 : 0) + (type ? 1 : 0) + (price ? 1 : 0)}
        summary={pluralise(meta.total, "product")}
      >
        <label className="field">
          <span className="field-label">Sort by</span>
          <select name="sort" defaultValue={sort} data-testid="sort-select">
            {productSorts.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Show</span>
          <select name="type" defaultValue={type ?? ""} data-testid="type-select">
            <option value="">Products and boxes</option>
            <option value="product">Products only</option>
            <option value="subscription_package">Subscription boxes only</option>
          </select>
        </label>
        <label className="field">
          <span className="field-label">Price</span>
          <select name="price" defaultValue={price ?? ""} data-testid="price-select">
            <option value="">Any price</option>
            {priceBands.map((b) => (
              <option key={b.value} value={b.value}>
                {priceBandLabel(b, currencyCode)}
              </option>
            ))}
          </select>
        </label>
        <label className="check-field">
          <input type="checkbox" name="inStock" value="true" defaultChecked={inStock} data-testid="in-stock-filter" />
          In stock only
        </label>
      </CollectionControls>
      {products.data.length ? (
        <div className="grid grid-4">
          {products.data.map((p, i) => (
            <ProductCard key={p.id} product={p} headingLevel={2} priority={i === 0 ? "high" : i < 4 ? "eager" : undefined} />
          ))}
        </div>
      ) : meta.total > 0 ? (
        // A page past the end (an old link, a typed ?page=): say so, and lead back to the products.
        <EmptyState
          title={`There is no page ${page}`}
          actions={
            <Link href={href(meta.lastPage)} className="button">
              {meta.lastPage > 1 ? `Go to the last page (${meta.lastPage})` : `See all ${pluralise(meta.total, "product")}`}
            </Link>
          }
        >
          <p>
            {collection.title} has {pluralise(meta.total, "product")} on {pluralise(meta.lastPage, "page")}.
          </p>
        </EmptyState>
      ) : filtered ? (
        <EmptyState
          title="Nothing matches these filters"
          actions={
            <Link href={`/collections/${slug}`} className="button">
              Show everything in {collection.title}
            </Link>
          }
        >
          <p>Try fewer filters.</p>
        </EmptyState>
      ) : (
        <EmptyState title="Nothing here yet">New products are on their way.</EmptyState>
      )}
      {meta.lastPage > 1 && products.data.length ? (
        <nav className="pagination" aria-label="Pages" style={{ marginTop: "1.5rem" }}>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className="button button-ghost button-small">
              Previous
            </Link>
          ) : null}
          <span className="muted small" aria-current="page">
            Page {meta.currentPage} of {meta.lastPage}
          </span>
          {page < meta.lastPage ? (
            <Link href={href(page + 1)} rel="next" className="button button-ghost button-small">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
