"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { CloseIcon, MenuIcon } from "./icons";

/**
 * The menu of small screens: a drawer from the left over a dimmed page (Dawn's pattern), with a close button.
 * It works without JavaScript (details/summary: the dimmed backdrop is the summary's own ::before, so a tap on
 * it closes the menu too) and closes on navigation and on Escape, handing focus back to the menu button.
 */
export function MobileMenu({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  const close = () => {
    const menu = ref.current;
    if (!menu?.open) return;
    menu.open = false;
    menu.querySelector<HTMLElement>("summary")?.focus();
  };
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
      <div className="mobile-menu-panel" data-testid="mobile-menu-panel">
        <div className="mobile-menu-top">
          <span className="mobile-menu-title">{title}</span>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </details>
  );
}
