import Link from "@/components/ui/link";
import { AccountLink } from "./account-link";
import { Brand } from "./brand";
import { CartLink } from "./cart-link";
import { HeaderHeight } from "./header-height";
import { MarketBadge } from "./market-badge";
import { AnnouncementText } from "./market-terms";
import { MarketSwitcher } from "./market-switcher";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { HeaderSearch } from "./search-form";
import { SearchIcon } from "./icons";

export type NavItem = { href: string; label: string };

export function Announcement({ text }: { text: string | null }) {
  return (
    <div className="announcement">
      <div className="container">
        <AnnouncementText text={text} />
        <span className="button-row" style={{ gap: "0.5rem" }}>
          <MarketBadge />
          <MarketSwitcher />
        </span>
      </div>
    </div>
  );
}

/** The announcement bar scrolls away; the header below it stays (sticky). */
export function SiteHeader({
  storeName,
  logoUrl,
  announcement,
  nav,
}: {
  storeName: string;
  logoUrl: string | null;
  announcement: string | null;
  nav: NavItem[];
}) {
  return (
    <>
      <Announcement text={announcement} />
      <header className="site-header">
        <HeaderHeight />
        <div className="container container-bar">
          <MobileMenu title={storeName}>
            <nav aria-label="Main (mobile)">
              <ul>
                {nav.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <HeaderSearch id="mobile-search" label="Site search (menu)" />
            <AccountLink inMenu />
          </MobileMenu>
          <Brand name={storeName} logoUrl={logoUrl} />
          <nav className="main-nav" aria-label="Main">
            <ul>
              {nav.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-actions">
            <Link href="/search" className="icon-button search-link" aria-label="Search">
              <SearchIcon />
            </Link>
            <AccountLink />
            <CartLink />
          </div>
        </div>
      </header>
    </>
  );
}
