import "server-only";
import { listPublishedPages } from "./content";
import { shop } from "./shop";

export type NavItem = { href: string; label: string };
export type Navigation = { main: NavItem[]; shop: NavItem[]; help: NavItem[]; company: NavItem[] };

/** Header and footer links, built from the store's own collections, packages and published pages. */
export async function getNavigation(): Promise<Navigation> {
  const [collections, packages, pages] = await Promise.all([
    shop.collections(),
    shop.products({ type: "subscription_package", sort: "name", perPage: "100" }).then((r) => r?.data ?? []),
    listPublishedPages(),
  ]);
  const pageLinks = pages.map((p) => ({ href: `/pages/${p.slug}`, label: p.name }));
  const firstPackage = packages[0];
  const main: NavItem[] = [
    ...collections.map((c) => ({ href: `/collections/${c.slug}`, label: c.title })),
    ...(firstPackage ? [{ href: `/subscriptions/${firstPackage.id}`, label: "Subscriptions" }] : []),
    { href: "/events", label: "Events" },
    { href: "/blog", label: "Journal" },
  ];
  return {
    main,
    shop: [
      ...collections.map((c) => ({ href: `/collections/${c.slug}`, label: c.title })),
      ...packages.map((p) => ({ href: `/subscriptions/${p.id}`, label: p.title.replace(/ Subscription Box$/, " subscription") })),
      { href: "/events", label: "Events" },
    ],
    help: [
      { href: "/contact", label: "Contact us" },
      { href: "/search", label: "Search" },
      { href: "/account", label: "Your account" },
      { href: "/blog", label: "Journal" },
    ],
    company: pageLinks,
  };
}
