import { Suspense, type ReactNode } from "react";
import { requireStaff } from "@/lib/admin/session";
import { AdminDone } from "../_components/admin-done";
import { AdminNavLinks, type NavEntry } from "../_components/admin-nav";
import { signOut } from "./actions";

const everyone: NavEntry[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/subscriptions", label: "Subscriptions" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/discounts", label: "Discounts" },
  { href: "/admin/content", label: "Content" },
  { href: "/admin/messages", label: "Messages" },
  { href: "/admin/forms", label: "Forms" },
  { href: "/admin/events", label: "Events" },
  { href: "/admin/store", label: "Store & markets" },
];
const owners: NavEntry[] = [
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/audit", label: "Audit log" },
];

/** Every signed-in page of the back office: the staff member checked (else /admin/login), the sections, sign-out. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const { staff, csrfToken, caller } = await requireStaff();
  // The signed-in member's own store (a deployment may serve several).
  const { data: store } = await caller.getStoreSettings();
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label="Back office">
        {/* A full page load: the root layout (rendered once per document) draws the storefront's chrome only outside /admin. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className="admin-brand" href="/">
          {store.name}
        </a>
        <AdminNavLinks entries={staff.role === "owner" ? [...everyone, ...owners] : everyone} />
        <div className="admin-nav-foot">
          <span>
            {staff.name} · {staff.role}
          </span>
          <a href="/admin/account">Your account</a>
          <form action={signOut}>
            <input type="hidden" name="csrf" value={csrfToken} />
            <button type="submit">Sign out</button>
          </form>
        </div>
      </nav>
      <main className="admin-main" id="main">
        <Suspense>
          <AdminDone />
        </Suspense>
        {children}
      </main>
    </div>
  );
}
