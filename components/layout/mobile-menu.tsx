"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { MenuIcon } from "./icons";

/** A disclosure menu for small screens; works without JavaScript (details/summary) and closes on navigation. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  // Escape closes the open menu and returns focus to its button.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const menu = ref.current;
      if (event.key !== "Escape" || !menu?.open) return;
      menu.open = false;
      menu.querySelector<HTMLElement>("summary")?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <details className="mobile-menu" ref={ref}>
      <summary className="icon-button" aria-label="Menu">
        <MenuIcon />
      </summary>
      <div className="mobile-menu-panel">{children}</div>
    </details>
  );
}
