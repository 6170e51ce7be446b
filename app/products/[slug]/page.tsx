import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { loadProduct } from "@/lib/storefront/loaders";
import { PageHeader } from "@/components/ui/page-header";
import { Price } from "@/components/ui/price";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).slug);
  if (!product) return { title: "Product not found" };
  return { title: product.name, description: product.description, openGraph: { images: product.image ? [product.image.src] : [] } };
}

export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const product = await loadProduct(slug);
  if (!product) notFound();
  const collection = product.collections[0];
  return (
    <div className="container">
      <PageHeader
        title={product.name}
        crumbs={[...(collection ? [{ href: `/collections/${collection.slug}`, label: collection.name }] : []), { label: product.name }]}
      />
      <div className="product">
        <div className="product-media">{product.image ? <img src={product.image.src} alt={product.image.alt} width={800} height={800} /> : null}</div>
        <div className="product-info">
          <Price price={product.price} salePrice={product.salePrice} />
          <p className="lede">{product.description}</p>
          <p>{product.inStock ? <span className="badge badge-green">In stock</span> : <span className="badge badge-grey">Sold out</span>}</p>
          <dl className="product-facts">
            <dt>SKU</dt>
            <dd>{product.sku}</dd>
            <dt>Subscriber price</dt>
            <dd>
              <Price price={product.subscriberPrice} />
            </dd>
            {product.collections.length ? (
              <>
                <dt>Collections</dt>
                <dd>
                  {product.collections.map((c, i) => (
                    <span key={c.slug}>
                      {i ? ", " : ""}
                      <Link href={`/collections/${c.slug}`}>{c.name}</Link>
                    </span>
                  ))}
                </dd>
              </>
            ) : null}
          </dl>
          {product.packages.length ? (
            <div className="card card-body">
              <h2 style={{ fontSize: "1.2rem" }}>Get it on subscription</h2>
              <p className="muted">Add it to a pick-and-mix box and pay the subscriber price of <Price price={product.subscriberPrice} />.</p>
              <div className="button-row">
                {product.packages.map((p) => (
                  <Link key={p.id} href={`/subscriptions/${p.id}`} className="button">
                    Build your {p.name.replace(/ Subscription Box$/, "").toLowerCase()} box
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
