import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Configurator } from "@/components/subscriptions/configurator";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/http/errors";
import { getPackageSummary } from "@/lib/storefront/catalog";
import { getStorefrontTenant } from "@/lib/storefront/tenant";
import { getPackageConfiguration } from "@/lib/subscriptions/get-package-configuration";

type Props = { params: Promise<{ productId: string }> };

async function load(productId: string) {
  const tenant = await getStorefrontTenant();
  const summary = await getPackageSummary({ tenantId: tenant.id, productId });
  if (!summary) return null;
  try {
    const configuration = await getPackageConfiguration({ tenantId: tenant.id, productId: summary.id });
    return { summary, configuration };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load((await params).productId);
  return loaded ? { title: loaded.summary.name, description: loaded.summary.description } : { title: "Subscription not found" };
}

/** The package's options come from GET /subscription-packages/{id}/configuration (server-rendered first, then React Query). */
export default async function SubscriptionPackagePage({ params }: Props) {
  const { productId } = await params;
  const loaded = await load(productId);
  if (!loaded) notFound();
  const { summary, configuration } = loaded;
  return (
    <div className="container">
      <PageHeader title={summary.name} eyebrow="Pick and mix subscription" lede={summary.description} crumbs={[{ label: "Subscriptions" }, { label: summary.name }]} />
      <Configurator productId={summary.id} packageName={summary.name.replace(/ Subscription Box$/, " box")} initialData={configuration} />
    </div>
  );
}
