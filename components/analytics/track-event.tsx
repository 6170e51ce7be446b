"use client";

import { useEffect } from "react";
import { track, type BeaconEvent } from "./beacon-queue";

/** Records one analytics event when the page shows it (a product view, a checkout started, a search). Renders nothing. */
export function TrackEvent({ type, productId, query }: Pick<BeaconEvent, "type" | "productId" | "query">) {
  useEffect(() => {
    track({ type, ...(productId ? { productId } : {}), ...(query ? { query } : {}) });
  }, [type, productId, query]);
  return null;
}
