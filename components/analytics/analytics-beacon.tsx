"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useStorefront } from "@/components/providers/storefront-provider";
import { flushBeacon, setBeaconToken, track } from "./beacon-queue";

/**
 * Mounted once in the storefront's layout: a page view per page the shopper opens (the first with the site that sent
 * them here), and the queue sent when the page is hidden. Renders nothing.
 */
export function AnalyticsBeacon() {
  const { apiToken } = useStorefront();
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    setBeaconToken(apiToken);
    const hide = () => {
      if (document.visibilityState === "hidden") flushBeacon();
    };
    document.addEventListener("visibilitychange", hide);
    window.addEventListener("pagehide", flushBeacon);
    return () => {
      document.removeEventListener("visibilitychange", hide);
      window.removeEventListener("pagehide", flushBeacon);
    };
  }, [apiToken]);
  useEffect(() => {
    const referrer = first.current && document.referrer ? document.referrer : undefined;
    first.current = false;
    track({ type: "page_view", path: pathname, ...(referrer ? { referrer } : {}) });
  }, [pathname]);
  return null;
}
