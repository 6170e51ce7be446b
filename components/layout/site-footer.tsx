import Link from "@/components/ui/link";
import { Brand } from "./brand";
import type { NavItem } from "./site-header";

export function SiteFooter({
  storeName,
  shop,
  help,
  company,
}: {
  storeName: string;
  shop: NavItem[];
  help: NavItem[];
  company: NavItem[];
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
            <p>Small-batch coffee and loose leaf tea, roasted in Bristol and delivered to your door.</p>
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
          <span>Prices include VAT where applicable.</span>
        </div>
      </div>
    </footer>
  );
}
