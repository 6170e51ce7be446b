import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { AddToCart } from "@/components/product/add-to-cart";
import { PageHeader } from "@/components/ui/page-header";
import { DisplayPrice } from "@/components/ui/product-card";
import { RichContent } from "@/components/content/rich-content";
import { loadProduct } from "@/lib/storefront/loaders";
import { cachePage, renderedAt } from "@/lib/storefront/page-cache";
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
  return <CachedProduct slug={(await params).slug} market={await shopperMarket()} />;
}

/**
 * Rendered once per product and market (the layout answers 404 for an unknown slug); expires when the catalogue
 * changes.
 */
async function CachedProduct({ slug, market }: { slug: string; market: string | undefined }) {
  "use cache";
  const product = await cachePage([{ catalog: true }], () => shop.product(slug, market));
  if (!product) notFound();
  const collection = product.collections[0];
  return (
    <div className="container">
      <meta name="storefront-rendered-at" content={renderedAt()} />
      <PageHeader
        title={product.title}
        crumbs={[...(collection ? [{ href: `/collections/${collection.slug}`, label: collection.title }] : []), { label: product.title }]}
      />
      <div className="product">
        <div className="product-media">
          {product.image ? <img src={product.image.path} alt={product.image.alt} width={800} height={800} fetchPriority="high" /> : null}
        </div>
        <div className="product-info">
          <DisplayPrice item={product} />
          <RichContent html={product.description} />
          <p>{product.inStock ? <span className="badge badge-green">In stock</span> : null}</p>
          {product.type === "product" ? (
            <AddToCart productId={product.id} title={product.title} inStock={product.inStock} maxQuantity={product.maxQuantity} />
          ) : (
            <p>
              <Link href={`/subscriptions/${product.id}`} className="button">
                Build your box
              </Link>
            </p>
          )}
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
    </div>
  );
}
