import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadPackage } from "@/lib/storefront/loaders";
import { shopperMarket } from "@/lib/storefront/market";
import { Configurator, type BuilderChoice } from "@/components/subscriptions/configurator";
import { PageHeader } from "@/components/ui/page-header";

type Props = {
  params: Promise<{ productId: string }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The box kept in the URL through sign-in (`items=<id>:<qty>[:<variantId>],…&frequency=<weeks>&checkout=1`); anything
 * malformed is ignored.
 */
function choiceFrom(query: Record<string, string | string[] | undefined>): BuilderChoice | undefined {
  const items = typeof query.items === "string" ? query.items : undefined;
  if (!items) return undefined;
  const quantities: Record<string, number> = {};
  const variants: Record<string, string> = {};
  const uuid = /^[0-9a-f-]{36}$/i;
  for (const part of items.split(",").slice(0, 50)) {
    const [id, q, variantId] = part.split(":");
    const n = Number.parseInt(q ?? "", 10);
    if (id && uuid.test(id) && Number.isInteger(n) && n > 0 && n < 100) {
      quantities[id.toLowerCase()] = n;
      if (variantId && uuid.test(variantId)) variants[id.toLowerCase()] = variantId.toLowerCase();
    }
  }
  const frequency = typeof query.frequency === "string" ? Number.parseInt(query.frequency, 10) : NaN;
  return { quantities, variants, frequency: Number.isInteger(frequency) ? frequency : null, checkout: query.checkout === "1" };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadPackage((await params).productId, await shopperMarket());
  return loaded ? { title: loaded.summary.title, description: loaded.summary.description } : { title: "Subscription not found" };
}

/**
 * The package's options come from GET /subscription-packages/{id}/configuration in the shopper's market
 * (server-rendered first, then React Query), and the box is subscribed in that market.
 */
export default async function SubscriptionPackagePage({ params, searchParams }: Props) {
  const { productId } = await params;
  const initialChoice = choiceFrom((await searchParams) ?? {});
  const market = await shopperMarket();
  const loaded = await loadPackage(productId, market);
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
      <Configurator
        productId={summary.id}
        packageName={summary.title.replace(/ Subscription Box$/, " box")}
        market={market}
        initialData={configuration}
        initialChoice={initialChoice}
      />
    </div>
  );
}
