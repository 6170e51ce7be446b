import type { ReactNode } from "react";
import { AccountNav } from "@/components/account/account-nav";
import { getSession } from "@/lib/storefront/auth";

// Each account page checks the session itself (requireSession) so sign-in returns to that very page.
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  if (!session) return <div className="container">{children}</div>;
  const c = session.customer;
  const name = [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email;
  return (
    <div className="container account-layout">
      <AccountNav name={name} email={c.email} />
      <div>{children}</div>
    </div>
  );
}
