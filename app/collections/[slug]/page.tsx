import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadCollection } from "@/lib/storefront/loaders";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { ProductCard } from "@/components/ui/product-card";
import { pluralise } from "@/lib/storefront/format";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = await loadCollection((await params).slug);
  return collection ? { title: collection.name, description: collection.description } : { title: "Collection not found" };
}

export default async function CollectionPage({ params }: Props) {
  const collection = await loadCollection((await params).slug);
  if (!collection) notFound();
  return (
    <div className="container">
      <PageHeader title={collection.name} eyebrow="Collection" lede={collection.description} crumbs={[{ label: collection.name }]}>
        <p className="muted small">{pluralise(collection.products.length, "product")}</p>
      </PageHeader>
      {collection.products.length ? (
        <div className="grid grid-4">
          {collection.products.map((p) => (
            <ProductCard key={p.id} product={p} headingLevel={2} />
          ))}
        </div>
      ) : (
        <EmptyState title="Nothing here yet">New products are on their way.</EmptyState>
      )}
    </div>
  );
}
