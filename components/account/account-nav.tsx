import { NavLink } from "@/components/layout/nav-link";
import { SignOutButton } from "./sign-out-button";

const links = [
  { href: "/account", label: "Overview", exact: true },
  { href: "/account/orders", label: "Orders" },
  { href: "/account/subscriptions", label: "Subscriptions" },
  { href: "/account/addresses", label: "Addresses" },
  { href: "/account/payment-methods", label: "Payment methods" },
  { href: "/account/tickets", label: "Tickets" },
  { href: "/account/points", label: "Points" },
  { href: "/account/profile", label: "Profile and password" },
];

export function AccountNav({ name, email }: { name: string; email: string }) {
  return (
    <aside className="account-nav">
      <div className="account-greeting">
        <span className="muted small">Signed in as</span>
        <strong>{name}</strong>
        <span className="muted small">{email}</span>
      </div>
      <nav aria-label="Your account">
        <ul>
          {links.map((l) => (
            <li key={l.href}>
              <NavLink href={l.href} exact={l.exact}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>
            <SignOutButton />
          </li>
        </ul>
      </nav>
    </aside>
  );
}
