import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { AnalyticsBeacon } from "@/components/analytics/analytics-beacon";
import { SiteFooter } from "@/components/layout/site-footer";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteHeader } from "@/components/layout/site-header";
import { StorefrontProvider } from "@/components/providers/storefront-provider";
import { callOperation } from "@/lib/api/caller";
import { getEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { getSession } from "@/lib/storefront/auth";
import { chosenMarket } from "@/lib/storefront/market";
import { getNavigation } from "@/lib/storefront/navigation";
import { getStorefrontApiToken, getStorefrontTenant } from "@/lib/api/storefront-tenant";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getStorefrontTenant();
  return {
    metadataBase: new URL(getEnv().APP_URL),
    title: { default: tenant.tagline ? `${tenant.name}: ${tenant.tagline}` : tenant.name, template: `%s | ${tenant.name}` },
    ...(tenant.tagline ? { description: tenant.tagline } : {}),
    openGraph: { siteName: tenant.name, images: tenant.socialImageUrl ? [tenant.socialImageUrl] : [] },
  };
}

// Every page reads the store from the database at request time, never at build time.
export const dynamic = "force-dynamic";

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#2b1d14" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The back office (app/admin) has its own chrome and no shopper: proxy.ts marks its requests.
  if ((await headers()).get("x-storefront-area") === "admin")
    return (
      <html lang="en">
        <body>{children}</body>
      </html>
    );
  const tenant = await getStorefrontTenant();
  const [apiToken, session, nav, market, shippingRates, chosen] = await Promise.all([
    getStorefrontApiToken(),
    getSession(),
    getNavigation(),
    // GET /market through the in-process caller (the shopper's address headers are forwarded).
    callOperation("detectMarket", {}, { as: "storefront" }).catch((error: unknown) => {
      log.warn("market_detect_failed", { error: error instanceof Error ? error.message : String(error) });
      return null; // the badge then asks GET /market from the browser
    }),
    // The header's market switcher lists these; sent with the page, so the browser neither fetches them nor renders twice.
    callOperation("listShippingRates", {}, { as: "storefront" })
      .then((answer) => answer.data)
      .catch((error: unknown) => {
        log.warn("shipping_rates_failed", { error: error instanceof Error ? error.message : String(error) });
        return null; // the switcher then asks GET /shipping-rates from the browser
      }),
    chosenMarket(),
  ]);
  // No market matches the visitor (and they chose none): one quiet line in the footer says what they are shown.
  const primary = shippingRates?.find((r) => r.isPrimary);
  const marketNote =
    market && !market.market && !chosen && primary
      ? { country: market.detectedCountry === "XX" ? null : market.detectedCountry, currencyCode: primary.currencyCode }
      : null;
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <StorefrontProvider config={{ apiToken, storeName: tenant.name }} session={session} market={market} shippingRates={shippingRates}>
          <AnalyticsBeacon />
          <ScrollToTop />
          <SiteHeader storeName={tenant.name} logoUrl={tenant.logoUrl} announcement={tenant.announcement} nav={nav.main} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter
            storeName={tenant.name}
            tagline={tenant.tagline}
            shop={nav.shop}
            help={nav.help}
            company={nav.company}
            marketNote={marketNote}
          />
        </StorefrontProvider>
      </body>
    </html>
  );
}
