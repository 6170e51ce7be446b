import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPackage } from "@/lib/storefront/loaders";
import { Configurator } from "@/components/subscriptions/configurator";
import { PageHeader } from "@/components/ui/page-header";

type Props = { params: Promise<{ productId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadPackage((await params).productId);
  return loaded ? { title: loaded.summary.title, description: loaded.summary.description } : { title: "Subscription not found" };
}

/** The package's options come from GET /subscription-packages/{id}/configuration (server-rendered first, then React Query). */
export default async function SubscriptionPackagePage({ params }: Props) {
  const { productId } = await params;
  const loaded = await loadPackage(productId);
  if (!loaded) notFound();
  const { summary, configuration } = loaded;
  return (
    <div className="container">
      <PageHeader
        title={summary.title}
        eyebrow="Pick and mix subscription"
        lede={summary.description}
        crumbs={[{ label: "Subscriptions" }, { label: summary.title }]}
      />
      <Configurator productId={summary.id} packageName={summary.title.replace(/ Subscription Box$/, " box")} initialData={configuration} />
    </div>
  );
}
