import { countryName } from "@/components/account/address-lines";
import Link from "@/components/ui/link";
import { Brand } from "./brand";
import { TaxNote } from "./market-terms";
import type { NavItem } from "./site-header";

export function SiteFooter({
  storeName,
  tagline,
  shop,
  help,
  company,
  marketNote = null,
}: {
  storeName: string;
  tagline: string | null;
  shop: NavItem[];
  help: NavItem[];
  company: NavItem[];
  /** Set when no market matches the visitor (nor did they choose one): the country detected (null: unknown). */
  marketNote?: { country: string | null; currencyCode: string } | null;
}) {
  const columns = [
    { title: "Shop", items: shop },
    { title: "Information", items: company },
    { title: "Help", items: help },
  ];
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div className="footer-brand">
            <Brand name={storeName} />
            {tagline ? <p>{tagline}</p> : null}
          </div>
          {columns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2>{col.title}</h2>
              <ul>
                {col.items.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom">
          <span>
            © {new Date().getFullYear()} {storeName}
          </span>
          <TaxNote />
          {marketNote ? (
            <span data-testid="market-note" className="footer-market-note">
              {marketNote.country ? `We have no local shop for ${countryName(marketNote.country)} yet: ` : "No local shop found for you: "}
              prices are in {marketNote.currencyCode} (choose a market at the top of the page).
            </span>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
