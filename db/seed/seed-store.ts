import { demoDiscounts } from "./discount-data";
import { eq, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { getDb, schema } from "../client";
import { hashPassword, verifyPassword } from "../../lib/auth/passwords";
import { stableApiToken } from "../../lib/auth/api-tokens";
import { refreshSearchTerms } from "../../lib/search/refresh-search-terms";
import { generateTrafficHistory } from "../../lib/analytics/generate-traffic-history";
import { pointsEarnedOn } from "../../lib/pricing/earn-points";
import { lineSubtotal, sumAmounts } from "../../lib/pricing/line-amounts";
import { demoPointsPlan, memberSinceDaysAgo } from "./points-plan";
import { seedId } from "./ids";
import { priceBox } from "../../lib/pricing/price-box";
import { demoFixedPrices, demoMarketPricing, demoPackageTaxClass, demoTaxClass, demoTaxRates } from "./pricing-data";
import {
  demoAuthors,
  demoCollections,
  demoEvents,
  demoForms,
  demoPackages,
  demoPages,
  demoPosts,
  demoProducts,
  demoVariants,
} from "./catalog-data";

export type SeededStore = {
  tenantId: string;
  apiToken: string;
  /** passwordWorks: false when a customer seeded earlier has changed the demo password since (not printed then). */
  customers: { email: string; password: string; id: string; passwordWorks?: boolean }[];
  /** The back office's demo logins (/admin/login). */
  staff: { email: string; password: string; role: "owner" | "staff" }[];
};

const demoPassword = "Storefront-demo-1";

/** Timestamps the seed writes, with microseconds, fixed so every run produces the same rows. */
function at(daysAgo: number, micros: number): string {
  const base = Date.UTC(2026, 9, 1, 9, 0, 0) - daysAgo * 86_400_000;
  const iso = new Date(base).toISOString().slice(0, 19);
  return `${iso}.${String(micros % 1_000_000).padStart(6, "0")}Z`;
}

function imageFile(path: string) {
  const filename = path.split("/").pop() ?? path;
  return { path, filename, mimeType: "image/svg+xml" };
}

/**
 * Loads one demo store (deterministic ids, so running it again changes nothing).
 * `slug` lets tests load a second, separate store of the same shape; `rewardsEnabled: false` loads one
 * whose loyalty programme is switched off (applied when the tenant is first created).
 */
export async function seedStore({
  slug = "demo",
  name = "Northwind Roasters",
  extraCustomers = 0,
  rewardsEnabled = true,
}: { slug?: string; name?: string; extraCustomers?: number; rewardsEnabled?: boolean } = {}): Promise<SeededStore> {
  const db = await getDb();
  const ns = (...parts: string[]) => seedId(slug, ...parts);
  const tenantId = ns("tenant");
  const emailDomain = slug === "demo" ? "example.com" : `${slug}.example.com`;

  // The demo password, hashed once: the back office's demo logins (an owner and a staff member) and every customer share
  // it (an Argon2 hash per customer was a large part of seeding the tests' 88 spare customers).
  const demoPasswordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.tenants)
      .values({
        id: tenantId,
        slug,
        name,
        socialImageUrl: "/images/social/store-social.svg",
        rewardsEnabled,
        tagline: "Fresh coffee and loose leaf tea, roasted for you every week",
        announcement: "Roasted every Monday",
      })
      .onConflictDoNothing();

    await tx
      .insert(schema.adminUsers)
      .values([
        {
          id: ns("admin", "owner"),
          tenantId,
          email: `owner@${emailDomain}`,
          name: "Store Owner",
          notifyOnMessage: true,
          role: "owner",
          passwordHash: demoPasswordHash,
        },
        {
          id: ns("admin", "support"),
          tenantId,
          email: `support@${emailDomain}`,
          name: "Customer Support",
          notifyOnMessage: true,
          role: "staff",
          passwordHash: demoPasswordHash,
        },
        { id: ns("admin", "accounts"), tenantId, email: `accounts@${emailDomain}`, name: "Accounts", notifyOnMessage: false },
      ])
      .onConflictDoNothing();

    const marketDefs = [
      // Delivery: a flat rate per market, free from a threshold (the banner's "free UK delivery over £30").
      {
        key: "gb" as const,
        name: "United Kingdom",
        currencyCode: "GBP",
        currencySymbol: "£",
        isPrimary: true,
        countries: ["GB", "IM", "JE", "GG"],
        flatRate: 395,
        freeOver: 3000,
      },
      {
        key: "eu" as const,
        name: "Euro Area",
        currencyCode: "EUR",
        currencySymbol: "€",
        isPrimary: false,
        countries: ["DE", "FR", "IE", "NL", "BE", "ES", "IT", "AT", "PT", "FI", "LU"],
        flatRate: 895,
        freeOver: 7500,
      },
      {
        key: "us" as const,
        name: "United States",
        currencyCode: "USD",
        currencySymbol: "$",
        isPrimary: false,
        countries: ["US"],
        flatRate: 1495,
        freeOver: null,
      },
    ];
    // One statement per table (not per row): on the embedded database every statement takes a turn on the server's one
    // connection, and the test harness makes a store like this for every test file.
    await tx
      .insert(schema.markets)
      .values(
        marketDefs.map((m) => ({
          id: ns("market", m.key),
          tenantId,
          name: m.name,
          currencyCode: m.currencyCode,
          currencySymbol: m.currencySymbol,
          isPrimary: m.isPrimary,
          ...demoMarketPricing[m.key],
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.marketCountries)
      .values(
        marketDefs.flatMap((m) =>
          m.countries.map((countryCode) => ({
            id: ns("market-country", countryCode),
            tenantId,
            marketId: ns("market", m.key),
            countryCode,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.shippingRates)
      .values(
        marketDefs.map((m) => ({
          id: ns("shipping-rate", m.key),
          tenantId,
          marketId: ns("market", m.key),
          flatRate: m.flatRate,
          freeOver: m.freeOver,
        })),
      )
      .onConflictDoNothing();

    // Collections, products, packages and events, each with a local image.
    await tx
      .insert(schema.images)
      .values([
        ...demoCollections.map((c) => ({
          id: ns("image", "collection", c.key),
          tenantId,
          ...imageFile(`/images/collections/${c.key}.svg`),
          alt: c.name,
        })),
        ...demoProducts.map((p) => ({
          id: ns("image", "product", p.key),
          tenantId,
          ...imageFile(`/images/products/${p.key}.svg`),
          alt: p.name,
        })),
        ...demoPackages.map((pkg) => ({
          id: ns("image", "package", pkg.key),
          tenantId,
          ...imageFile(`/images/products/${pkg.key}.svg`),
          alt: pkg.name,
        })),
        ...demoEvents.map((e) => ({
          id: ns("image", "event", e.slug),
          tenantId,
          ...imageFile(`/images/events/${e.slug}.svg`),
          alt: e.name,
        })),
      ])
      .onConflictDoNothing();
    await tx
      .insert(schema.collections)
      .values(
        demoCollections.map((c) => ({
          id: ns("collection", c.key),
          tenantId,
          slug: c.key,
          name: c.name,
          description: c.description,
          status: "active" as const,
          imageId: ns("image", "collection", c.key),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.products)
      .values(
        demoProducts.map((p) => ({
          id: ns("product", p.key),
          tenantId,
          kind: "product" as const,
          name: p.name,
          slug: p.key,
          sku: p.sku,
          description: p.description,
          status: p.status,
          price: p.price,
          salePrice: p.salePrice,
          subscriberPrice: demoSubscriberPrice(p),
          skus: (demoVariants[p.key]?.variants.map((v) => v.sku) ?? [p.sku]).join(" "),
          options: demoVariants[p.key]?.options ?? [],
          maxQuantity: 10,
          taxClass: demoTaxClass(p.key, p.collection),
          imageId: ns("image", "product", p.key),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.productVariants)
      .values(
        demoProducts.flatMap((p) => {
          const variants = demoVariants[p.key]?.variants ?? [
            { sku: p.sku, options: {}, price: p.price, stock: p.stock, weightGrams: null },
          ];
          return variants.map((v, position) => ({
            id: ns("variant", p.key, String(position)),
            tenantId,
            productId: ns("product", p.key),
            sku: v.sku,
            options: v.options,
            price: v.price,
            salePrice: position === 0 ? p.salePrice : null,
            subscriberPrice: position === 0 ? demoSubscriberPrice(p) : v.price,
            stock: v.stock,
            weightGrams: v.weightGrams,
            position,
          }));
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.productImages)
      .values(demoProducts.map((p) => ({ tenantId, productId: ns("product", p.key), mediaId: ns("image", "product", p.key), position: 0 })))
      .onConflictDoNothing();
    await tx
      .insert(schema.productCollections)
      .values(demoProducts.map((p) => ({ tenantId, productId: ns("product", p.key), collectionId: ns("collection", p.collection) })))
      .onConflictDoNothing();
    await tx
      .insert(schema.taxRates)
      .values(demoTaxRates.map((r) => ({ id: ns("tax-rate", r.countryCode, r.region, r.taxClass), tenantId, ...r })))
      .onConflictDoNothing();
    await tx
      .insert(schema.discounts)
      .values(
        demoDiscounts.map(({ key, amounts, minSubtotal, ...d }) => ({
          id: ns("discount", key),
          tenantId,
          ...d,
          codeKey: d.code.toLowerCase(),
          amounts: amounts ? { ...amounts } : null,
          minSubtotal: minSubtotal ? { ...minSubtotal } : null,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.productPrices)
      .values(
        demoFixedPrices.map((x) => ({
          id: ns("product-price", x.product, x.market),
          tenantId,
          productId: ns("product", x.product),
          // The lead variant, whichever id it has (a database migrated from products without variants made its own).
          variantId: sql<string>`(select v.id from product_variants v where v.product_id = ${ns("product", x.product)}::uuid order by v.position limit 1)`,
          marketId: ns("market", x.market),
          price: x.price,
          salePrice: x.salePrice,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(schema.products)
      .values(
        demoPackages.map((pkg) => ({
          id: ns("product", pkg.key),
          tenantId,
          kind: "subscription_package" as const,
          name: pkg.name,
          slug: pkg.key,
          sku: pkg.sku,
          description: pkg.description,
          status: "active" as const,
          // The catalogue shows a package "from" the price of its cheapest box (by the one pricing rule), which the
          // builder then prices the same way.
          price: demoCheapestBoxPrice(pkg),
          subscriberPrice: demoCheapestBoxPrice(pkg),
          skus: pkg.sku,
          taxClass: demoPackageTaxClass,
          imageId: ns("image", "package", pkg.key),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.productVariants)
      .values(
        demoPackages.map((pkg) => ({
          id: ns("variant", pkg.key, "0"),
          tenantId,
          productId: ns("product", pkg.key),
          sku: pkg.sku,
          price: demoCheapestBoxPrice(pkg),
          subscriberPrice: demoCheapestBoxPrice(pkg),
          stock: 1000,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.productImages)
      .values(
        demoPackages.map((pkg) => ({ tenantId, productId: ns("product", pkg.key), mediaId: ns("image", "package", pkg.key), position: 0 })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.subscriptionPackageConfigs)
      .values(
        demoPackages.map((pkg) => ({
          productId: ns("product", pkg.key),
          tenantId,
          subscriptionType: "pick_and_mix" as const,
          pricingType: "calculated" as const,
          fixedPrice: null,
          frequencies: [...pkg.frequencies],
          defaultFrequency: pkg.defaultFrequency,
          minItems: pkg.minItems,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.subscriptionPackageItems)
      .values(
        demoPackages.flatMap((pkg) =>
          pkg.items.map((item, position) => ({
            id: ns("package-item", pkg.key, item),
            tenantId,
            packageId: ns("product", pkg.key),
            productId: ns("product", item),
            minQuantity: 0,
            maxQuantity: 6,
            defaultQuantity: position < pkg.minItems ? 1 : 0,
            position,
          })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(schema.cmsPages)
      .values(
        demoPages.map((page, i) => ({
          id: ns("page", page.slug),
          tenantId,
          slug: page.slug,
          name: page.name,
          content: page.content,
          metaTitle: page.metaTitle,
          metaDescription: page.metaDescription,
          ogImage: `/images/social/${page.slug === "about-us" ? "about-og" : "store-social"}.svg`,
          status: page.status,
          fields: { ...page.fields },
          createdAt: at(200 - i, 123456 + i),
          updatedAt: at(100 - i, 654321 + i),
          publishedAt: page.status === "published" ? at(150 - i, 111111 + i) : null,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(schema.forms)
      .values(
        demoForms.map((form) => ({
          id: ns("form", form.slug),
          tenantId,
          slug: form.slug,
          title: form.title,
          successMessage: form.successMessage,
          status: "published" as const,
          version: 1,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.formVersions)
      .values(demoForms.map((form) => ({ formId: ns("form", form.slug), version: 1, fields: form.fields })))
      .onConflictDoNothing();

    await tx
      .insert(schema.blogAuthors)
      .values(demoAuthors.map((a) => ({ id: ns("author", a.key), tenantId, name: a.name })))
      .onConflictDoNothing();
    await tx
      .insert(schema.blogPosts)
      .values(
        demoPosts.map((post, i) => ({
          id: ns("post", post.slug),
          tenantId,
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          featuredImage: post.featuredImage,
          authorId: ns("author", post.author),
          seoTitle: `${post.title} | ${name}`,
          seoDescription: post.excerpt,
          ogImage: "/images/social/store-social.svg",
          status: post.status,
          publishedAt: post.status === "published" ? at(60 - i * 7, 0) : null,
          createdAt: at(70 - i * 7, 500000 + i),
          updatedAt: at(50 - i * 7, 250000 + i),
        })),
      )
      .onConflictDoNothing();
    const postCollections = demoPosts.flatMap((post) =>
      post.collections.map((c) => ({ tenantId, postId: ns("post", post.slug), collectionId: ns("collection", c) })),
    );
    if (postCollections.length) await tx.insert(schema.blogPostCollections).values(postCollections).onConflictDoNothing();

    await tx
      .insert(schema.events)
      .values(
        demoEvents.map((e) => ({
          id: ns("event", e.slug),
          tenantId,
          slug: e.slug,
          name: e.name,
          venue: e.venue,
          description: e.description,
          status: e.status,
          imageId: ns("image", "event", e.slug),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.eventTicketPrices)
      .values(
        demoEvents.flatMap((e) =>
          e.tickets.map((t) => ({
            id: ns("ticket", e.slug, t.name),
            tenantId,
            eventId: ns("event", e.slug),
            name: t.name,
            price: t.price,
            capacity: "capacity" in t ? t.capacity : null,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.eventOccurrences)
      .values(
        demoEvents.flatMap((e) =>
          e.occurrences.map((startsAt) => ({
            id: ns("occurrence", e.slug, startsAt),
            tenantId,
            eventId: ns("event", e.slug),
            startsAt,
            endsAt: new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString(),
            capacity: 24,
          })),
        ),
      )
      .onConflictDoNothing();

    // Search vocabulary: every word of every visible title, for typo-tolerant matching.
    await refreshSearchTerms({ tenantId, executor: tx });
  });

  const customers = [
    { key: "alice", firstName: "Alice", lastName: "Walker", email: `alice@${emailDomain}` },
    { key: "bob", firstName: "Bob", lastName: "Okafor", email: `bob@${emailDomain}` },
    ...Array.from({ length: extraCustomers }, (_, i) => ({
      key: `customer${i + 1}`,
      firstName: "Test",
      lastName: `Customer ${i + 1}`,
      email: `customer${i + 1}@${emailDomain}`,
    })),
  ];
  const seeded: SeededStore["customers"] = [];
  // Every customer in one transaction: on the embedded database each statement outside a transaction waits its turn
  // behind every request queued meanwhile, so a store made beside busy requests took as many turns as statements.
  const existingHashes = await db
    .select({ id: schema.customers.id, passwordHash: schema.customers.passwordHash })
    .from(schema.customers)
    .where(eq(schema.customers.tenantId, tenantId));
  const existingHash = new Map(existingHashes.map((e) => [e.id, e.passwordHash]));
  const toSeed: { c: (typeof customers)[number]; ci: number; customerId: string }[] = [];
  for (const [ci, c] of customers.entries()) {
    const customerId = ns("customer", c.key);
    const hash = existingHash.get(customerId);
    if (hash !== undefined) {
      seeded.push({ email: c.email, password: demoPassword, id: customerId, passwordWorks: await verifyPassword(hash, demoPassword) });
      continue;
    }
    seeded.push({ email: c.email, password: demoPassword, id: customerId, passwordWorks: true });
    toSeed.push({ c, ci, customerId });
  }
  const passwordHash = demoPasswordHash;
  // Every customer's rows first, then one statement per table (as for the catalogue above).
  const customerRows: PgInsertValue<typeof schema.customers>[] = [];
  const addressRows: PgInsertValue<typeof schema.addresses>[] = [];
  const subscriptionRows: PgInsertValue<typeof schema.subscriptions>[] = [];
  const paymentMethodRows: PgInsertValue<typeof schema.paymentMethods>[] = [];
  const secondBoxCards: { subscriptionId: string; paymentMethodId: string }[] = [];
  const orderRows: PgInsertValue<typeof schema.orders>[] = [];
  const orderLineRows: PgInsertValue<typeof schema.orderLines>[] = [];
  const pointsRows: PgInsertValue<typeof schema.pointsTransactions>[] = [];
  for (const { c, ci, customerId } of toSeed) {
    // Members since about a year before the seed's base date: before their first order and their welcome bonus.
    customerRows.push({
      id: customerId,
      tenantId,
      email: c.email,
      passwordHash,
      firstName: c.firstName,
      lastName: c.lastName,
      createdAt: at(memberSinceDaysAgo, 1000 + ci),
    });
    addressRows.push(
      {
        id: ns("address", c.key, "home"),
        tenantId,
        customerId,
        firstName: c.firstName,
        lastName: c.lastName,
        line1: `${12 + ci} Harbour Street`,
        city: "Bristol",
        postalCode: "BS1 4RN",
        countryCode: "GB",
        phone: "+44 117 496 0000",
        isDefault: true,
      },
      {
        id: ns("address", c.key, "work"),
        tenantId,
        customerId,
        firstName: c.firstName,
        lastName: c.lastName,
        company: "Acme Studio",
        line1: "3 Queen Square",
        line2: "Floor 2",
        city: "Bath",
        postalCode: "BA1 2HN",
        countryCode: "GB",
        isDefault: false,
      },
    );

    const packageKey = ci % 2 === 0 ? "coffee-lovers-box" : "tea-discovery-box";
    const pkg = demoPackages.find((p) => p.key === packageKey)!;
    const subscriptionIds = [ns("subscription", c.key, "main"), ns("subscription", c.key, "second")];
    subscriptionRows.push(
      {
        id: subscriptionIds[0],
        tenantId,
        customerId,
        productId: ns("product", pkg.key),
        name: pkg.name,
        status: "active",
        frequency: pkg.defaultFrequency,
        price: demoBoxPrice(
          pkg.items.slice(0, pkg.minItems).map((key) => ({ key, quantity: 1 })),
          pkg.defaultFrequency,
        ),
        currencyCode: "GBP",
        items: pkg.items
          .slice(0, pkg.minItems)
          .map((item) => ({ productId: ns("product", item), name: demoProducts.find((p) => p.key === item)!.name, quantity: 1 })),
        nextBillingDate: "2026-12-05",
        addressId: ns("address", c.key, "home"),
      },
      {
        id: subscriptionIds[1],
        tenantId,
        customerId,
        productId: ns("product", "tea-discovery-box"),
        name: "Tea Discovery Subscription Box",
        status: "active",
        frequency: 4,
        price: demoBoxPrice([{ key: "earl-grey", quantity: 3 }], 4),
        currencyCode: "GBP",
        items: [{ productId: ns("product", "earl-grey"), name: "Earl Grey Loose Leaf Tea", quantity: 3 }],
        nextBillingDate: "2026-12-19",
        addressId: ns("address", c.key, "work"),
      },
    );

    paymentMethodRows.push(
      {
        id: ns("payment-method", c.key, "visa"),
        tenantId,
        customerId,
        provider: "sandbox",
        paymentMethod: "card",
        providerId: `pm_sandbox_${c.key}_visa`,
        cardType: "visa",
        cardLast4: "4242",
        cardExpMonth: 8,
        cardExpYear: 2029,
        isDefault: true,
      },
      {
        id: ns("payment-method", c.key, "mastercard"),
        tenantId,
        customerId,
        provider: "sandbox",
        paymentMethod: "card",
        providerId: `pm_sandbox_${c.key}_mc`,
        cardType: "mastercard",
        cardLast4: "4444",
        cardExpMonth: 3,
        cardExpYear: 2028,
        isDefault: false,
        subscriptionId: subscriptionIds[0],
      },
      {
        id: ns("payment-method", c.key, "wallet"),
        tenantId,
        customerId,
        provider: "sandbox",
        paymentMethod: "wallet",
        providerId: `pm_sandbox_${c.key}_wallet`,
        cardType: "",
        cardLast4: "",
        cardExpMonth: 0,
        cardExpYear: 0,
        isDefault: false,
      },
    );
    // The main box is paid by the card saved for it (the trigger of migration 0005 links it); the second by the visa.
    secondBoxCards.push({ subscriptionId: subscriptionIds[1]!, paymentMethodId: ns("payment-method", c.key, "visa") });

    const product = (key: string) => demoProducts.find((p) => p.key === key)!;
    const orderDefs = [
      {
        number: `SF-${1001 + ci * 10}`,
        daysAgo: 40,
        lines: [
          { kind: "product", key: "ethiopia-yirgacheffe", quantity: 2 },
          { kind: "product", key: "earl-grey", quantity: 1 },
          { kind: "product", key: "holiday-blend", quantity: 1 },
          { kind: "product", key: "decaf-peru", quantity: 1 },
          { kind: "subscription", key: packageKey, quantity: 1 },
          { kind: "balance_payment", key: null, quantity: 1 },
        ],
      },
      {
        number: `SF-${1002 + ci * 10}`,
        daysAgo: 20,
        lines: [
          { kind: "subscription", key: packageKey, quantity: 1 },
          { kind: "balance_payment", key: null, quantity: 1 },
        ],
      },
      {
        number: `SF-${1003 + ci * 10}`,
        daysAgo: 5,
        lines: [
          { kind: "product", key: "pour-over-kettle", quantity: 1 },
          { kind: "product", key: "colombia-huila", quantity: 3 },
        ],
      },
    ] as const;
    const orderPoints: number[] = [];
    for (const o of orderDefs) {
      const orderId = ns("order", o.number);
      const lines = o.lines.map((l, li) => {
        const p = l.key ? (l.kind === "subscription" ? demoPackages.find((x) => x.key === l.key)! : product(l.key)) : null;
        return {
          id: ns("order-line", o.number, String(li)),
          tenantId,
          orderId,
          kind: l.kind,
          productId: l.key ? ns("product", l.key) : null,
          variantId: l.key
            ? sql<string>`(select v.id from product_variants v where v.product_id = ${ns("product", l.key)}::uuid order by v.position limit 1)`
            : null,
          name: p ? p.name : "Outstanding balance payment",
          quantity: l.quantity,
          unitPrice: p ? p.price : 500,
          // No discounts and VAT inside the price (GB): a line cost its unit price × quantity.
          lineTotal: lineSubtotal(p ? p.price : 500, l.quantity),
        };
      });
      const total = sumAmounts(lines.map((l) => l.lineTotal));
      // The store's one points rule (lib/pricing/earn-points.ts): the product lines' subtotal earns, not boxes or balances.
      const subtotal = sumAmounts(lines.filter((l) => l.kind === "product").map((l) => l.lineTotal));
      const pointsEarned = pointsEarnedOn({ goods: subtotal, currencyCode: "GBP", pointsPerUnit: rewardsEnabled ? 1 : 0 });
      orderPoints.push(pointsEarned);
      orderRows.push({
        id: orderId,
        tenantId,
        customerId,
        orderNumber: o.number,
        status: "fulfilled",
        currencyCode: "GBP",
        subtotal,
        total,
        capturedTotal: total,
        email: c.email,
        pointsEarned,
        createdAt: at(o.daysAgo, 1000 + ci),
      });
      orderLineRows.push(...lines);
    }

    // Points that agree with the orders and the account: see points-plan.ts.
    const plan = demoPointsPlan(
      25 + ci * 5,
      orderDefs.map((o, k) => ({ number: o.number, daysAgo: o.daysAgo, pointsEarned: orderPoints[k]! })),
    );
    pointsRows.push(
      ...plan.map((t) => ({
        id: ns("points", c.key, String(t.index)),
        tenantId,
        customerId,
        orderId: t.orderNumber ? ns("order", t.orderNumber) : null,
        points: t.points,
        balanceAfter: t.balanceAfter,
        type: t.type,
        description: t.description,
        metadata: t.metadata,
        createdAt: at(t.daysAgo, t.micros),
      })),
    );
  }
  if (toSeed.length)
    await db.transaction(async (tx) => {
      await tx.insert(schema.customers).values(customerRows);
      await tx.insert(schema.addresses).values(addressRows);
      await tx.insert(schema.subscriptions).values(subscriptionRows);
      await tx.insert(schema.paymentMethods).values(paymentMethodRows);
      await tx.execute(sql`update subscriptions as s set payment_method_id = v.payment_method_id::uuid
        from (values ${sql.join(
          secondBoxCards.map((x) => sql`(${x.subscriptionId}, ${x.paymentMethodId})`),
          sql`, `,
        )}) as v (subscription_id, payment_method_id)
        where s.tenant_id = ${tenantId} and s.id = v.subscription_id::uuid`);
      await tx.insert(schema.orders).values(orderRows);
      await tx.insert(schema.orderLines).values(orderLineRows);
      await tx.insert(schema.pointsTransactions).values(pointsRows);
    });

  // A few months of made-up visits, so the back office's Analytics page has something to show (sales are the orders').
  await db.transaction((tx) =>
    generateTrafficHistory({
      tenantId,
      days: 120,
      products: demoProducts.filter((p) => p.status === "active").map((p) => ({ id: ns("product", p.key), slug: p.key })),
      executor: tx,
    }),
  );

  const apiToken = await stableApiToken({ tenantId, name: "demo" });
  const staff: SeededStore["staff"] = [
    { email: `owner@${emailDomain}`, password: demoPassword, role: "owner" },
    { email: `support@${emailDomain}`, password: demoPassword, role: "staff" },
  ];
  return { tenantId, apiToken, customers: seeded, staff };
}

/** The demo store's subscriber price: 10% off the product's current price (its sale price when on sale), never above it. */
function demoSubscriberPrice(p: { price: number; salePrice: number | null }): number {
  return Math.round(Math.min(p.price, p.salePrice ?? p.price) * 0.9);
}

/** A demo box's price per delivery by the one pricing rule (lib/pricing/price-box.ts): seeded boxes agree with it. */
function demoBoxPrice(items: { key: string; quantity: number }[], frequencyWeeks: number): number {
  const products = demoProducts.map((p) => ({
    id: p.key,
    price: p.price,
    salePrice: p.salePrice,
    subscriberPrice: demoSubscriberPrice(p),
  }));
  return priceBox({
    pricing: { pricingType: "calculated", fixedPrice: null, products },
    items: items.map((i) => ({ productId: i.key, quantity: i.quantity })),
    frequencyWeeks,
  }).total;
}

/** The cheapest box a package allows: its minimum number of items, the cheapest in-stock ones first (up to 6 of each). */
function demoCheapestBoxPrice(pkg: (typeof demoPackages)[number]): number {
  const unit = (key: string) => demoBoxPrice([{ key, quantity: 1 }], pkg.defaultFrequency);
  const inStock = pkg.items.filter((key) => demoProducts.find((p) => p.key === key)!.stock > 0);
  const cheapest = [...inStock].sort((a, b) => unit(a) - unit(b));
  const items: { key: string; quantity: number }[] = [];
  let left: number = pkg.minItems;
  for (const key of cheapest) {
    if (left <= 0) break;
    const quantity = Math.min(6, left);
    items.push({ key, quantity });
    left -= quantity;
  }
  return demoBoxPrice(items, pkg.defaultFrequency);
}
