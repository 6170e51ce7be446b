"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** A link that marks itself as the current page (aria-current) when its path is open. */
export function NavLink({
  href,
  children,
  exact = false,
  className,
}: {
  href: string;
  children: ReactNode;
  exact?: boolean;
  className?: string;
}) {
  const pathname = usePathname();
  const path = href.split("?")[0] ?? href;
  const current = exact ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <Link href={href} className={className} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
