import Link from "@/components/ui/link";
import type { ProductListItem } from "@storefront/sdk";
import { imageSources } from "@/components/product/image-sources";

/** "incl. VAT" where prices include tax, "+ tax" where it is added at checkout (the market's `taxIncluded`). */
export function TaxNote({ taxIncluded }: { taxIncluded: boolean | undefined }) {
  if (taxIncluded === undefined) return null;
  return (
    <span className="tax-note" data-testid="tax-note">
      {taxIncluded ? "incl. VAT" : "+ tax"}
    </span>
  );
}

/** A price as the API displays it, with the regular price struck through when on sale, and the market's tax note. */
export function DisplayPrice({
  item,
}: {
  item: Pick<ProductListItem, "displayPrice" | "displayCompareAtPrice"> & { taxIncluded?: boolean };
}) {
  if (item.displayCompareAtPrice) {
    return (
      <span className="price">
        <span className="sale">
          <span className="sr-only">Sale price </span>
          {item.displayPrice}
        </span>
        <s>
          <span className="sr-only">Was </span>
          {item.displayCompareAtPrice}
        </s>{" "}
        <TaxNote taxIncluded={item.taxIncluded} />
      </span>
    );
  }
  return (
    <span className="price">
      {item.displayPrice} <TaxNote taxIncluded={item.taxIncluded} />
    </span>
  );
}

/**
 * `priority`: a card in the first row of the page's main grid. Its image is often the largest paint on a phone, so
 * it loads at once (not lazily) and the very first at high priority.
 */
export function ProductCard({
  product,
  headingLevel = 3,
  priority,
}: {
  product: ProductListItem;
  headingLevel?: 2 | 3;
  priority?: "high" | "eager";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = product.type === "subscription_package" ? `/subscriptions/${product.id}` : `/products/${product.slug}`;
  return (
    <Link href={href} className="card card-link" data-testid="product-card">
      <div className="card-media">
        {product.image ? (
          <img
            {...imageSources(product.image.path, 480, "(min-width: 750px) 25vw, 50vw")}
            alt=""
            width={800}
            height={800}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority === "high" ? "high" : undefined}
          />
        ) : null}
      </div>
      <div className="card-body">
        <Heading className="card-title">{product.title}</Heading>
        <div className="button-row" style={{ justifyContent: "space-between" }}>
          <DisplayPrice item={product} />
          {!product.inStock ? (
            <span className="badge badge-grey">Sold out</span>
          ) : product.compareAtPrice != null ? (
            <span className="badge badge-accent">Sale</span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
