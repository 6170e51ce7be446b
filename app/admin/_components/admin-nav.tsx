"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";

export type NavEntry = { href: string; label: string };

/** The back office's sections; the current one marked for assistive technology. */
export function AdminNavLinks({ entries }: { entries: NavEntry[] }) {
  const path = usePathname();
  return entries.map((e) => (
    <Link key={e.href} href={e.href} aria-current={(e.href === "/admin" ? path === e.href : path.startsWith(e.href)) ? "page" : undefined}>
      {e.label}
    </Link>
  ));
}
