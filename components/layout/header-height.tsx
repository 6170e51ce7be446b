"use client";

import { useEffect } from "react";

/**
 * Keeps `--header-h` on <html> equal to the sticky header's height, so `scroll-padding-top` (globals.css) keeps
 * every focused element and every #anchor below the header (WCAG 2.4.11), whatever the header holds at this
 * width. Before this runs, the stylesheet's per-width estimate applies.
 */
export function HeaderHeight() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty("--header-h", `${Math.ceil(header.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return null;
}
