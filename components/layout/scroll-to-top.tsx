"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Moving to another page in the app starts it at the very top, announcement bar included: the router only scrolls
 * the new page's content into view, which leaves it under the sticky header with the bar cut. Back and forward keep
 * the browser's own restoring, and a link to an anchor its target.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const traversing = useRef(false);
  useEffect(() => {
    const onPop = () => {
      traversing.current = true;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (traversing.current) {
      traversing.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
