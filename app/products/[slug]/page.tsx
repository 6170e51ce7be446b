import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { TrackEvent } from "@/components/analytics/track-event";
import { AddToCart } from "@/components/product/add-to-cart";
import { VariantPicker } from "@/components/product/variant-picker";
import { ProductGallery } from "@/components/product/product-gallery";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { DisplayPrice, ProductCard } from "@/components/ui/product-card";
import { RichContent } from "@/components/content/rich-content";
import { loadProduct } from "@/lib/storefront/loaders";
import { cachePage, renderedAt, storeOfRequest } from "@/lib/storefront/page-cache";
import { shopperMarket } from "@/lib/storefront/market";
import { shop } from "@/lib/storefront/shop";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).slug);
  if (!product) return { title: "Product not found" };
  return {
    title: product.seo.title,
    description: product.seo.description,
    openGraph: { images: product.image ? [product.image.path] : [] },
  };
}

export default async function ProductPage({ params }: Props) {
  return <CachedProduct store={await storeOfRequest()} slug={(await params).slug} market={await shopperMarket()} />;
}

/**
 * Rendered once per product and market (the layout answers 404 for an unknown slug); expires when the catalogue
 * changes.
 */
async function CachedProduct({ store, slug, market }: { store: string; slug: string; market: string | undefined }) {
  "use cache";
  const product = await cachePage(store, [{ catalog: true }], () => shop.product(slug, market));
  if (!product) notFound();
  const collection = product.collections[0];
  // Related: the first few others of the product's first collection, in the collection's own order.
  const siblings = collection
    ? await cachePage(store, [{ catalog: true }], () => shop.products({ collection: collection.slug, perPage: "5" }, market))
    : null;
  const related = (siblings?.data ?? []).filter((p) => p.id !== product.id).slice(0, 4);
  const images = product.images.length ? product.images : product.image ? [product.image] : [];
  return (
    <div className="container">
      <meta name="storefront-rendered-at" content={renderedAt()} />
      <div className="page-header page-header-compact">
        <Breadcrumbs
          items={[...(collection ? [{ href: `/collections/${collection.slug}`, label: collection.title }] : []), { label: product.title }]}
        />
      </div>
      <div className="product">
        <ProductGallery images={images} title={product.title} variants={product.variants} />
        <div className="product-info">
          <h1 className="product-title">{product.title}</h1>
          <TrackEvent type="product_view" productId={product.id} />
          <DisplayPrice item={product} />
          {product.inStock ? (
            <p className="product-stock">
              <span className="badge badge-green">In stock</span>
            </p>
          ) : null}
          {product.type === "product" && product.variants.length > 1 ? (
            <VariantPicker
              productId={product.id}
              title={product.title}
              options={product.options}
              variants={product.variants}
              maxQuantity={product.maxQuantity}
            />
          ) : product.type === "product" ? (
            <AddToCart productId={product.id} title={product.title} inStock={product.inStock} maxQuantity={product.maxQuantity} />
          ) : (
            <p>
              <Link href={`/subscriptions/${product.id}`} className="button">
                Build your box
              </Link>
            </p>
          )}
          <div className="product-description">
            <RichContent html={product.description} />
          </div>
          <dl className="product-facts">
            <dt>SKU</dt>
            <dd>{product.sku}</dd>
            <dt>Subscriber price</dt>
            <dd>{product.displaySubscriberPrice}</dd>
            {product.collections.length ? (
              <>
                <dt>Collections</dt>
                <dd>
                  {product.collections.map((c, i) => (
                    <span key={c.slug}>
                      {i ? ", " : ""}
                      <Link href={`/collections/${c.slug}`}>{c.title}</Link>
                    </span>
                  ))}
                </dd>
              </>
            ) : null}
          </dl>
          {product.packages.length ? (
            <div className="card card-body">
              <h2 style={{ fontSize: "1.2rem" }}>Get it on subscription</h2>
              <p className="muted">Add it to a pick-and-mix box and pay the subscriber price of {product.displaySubscriberPrice}.</p>
              <div className="button-row">
                {product.packages.map((p) => (
                  <Link key={p.id} href={`/subscriptions/${p.id}`} className="button button-secondary">
                    Build your {p.title.replace(/ Subscription Box$/, "").toLowerCase()} box
                  </Link>
                ))}
              </div>
            </div>
          ) : null}
        </div>
      </div>
      {related.length && collection ? (
        <section className="related" aria-labelledby="related-title" data-testid="related-products">
          <h2 id="related-title">More from {collection.title}</h2>
          <div className="grid grid-4">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
