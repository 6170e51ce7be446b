import Link from "next/link";
import type { ProductCard as ProductCardData } from "@/lib/storefront/catalog";
import { Price } from "./price";

export function ProductCard({ product, headingLevel = 3 }: { product: ProductCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link href={`/products/${product.slug}`} className="card card-link">
      <div className="card-media">{product.image ? <img src={product.image.src} alt="" width={800} height={800} loading="lazy" /> : null}</div>
      <div className="card-body">
        <Heading className="card-title">{product.name}</Heading>
        <div className="button-row" style={{ justifyContent: "space-between" }}>
          <Price price={product.price} salePrice={product.salePrice} />
          {!product.inStock ? <span className="badge badge-grey">Sold out</span> : product.salePrice != null ? <span className="badge badge-accent">Sale</span> : null}
        </div>
      </div>
    </Link>
  );
}
