/**
 * The storefront's analytics beacon in the browser: events wait in a queue and are sent together with
 * navigator.sendBeacon (POST /api/v1/analytics/events) when the browser is idle, or at once when the page is hidden,
 * so tracking never delays what the shopper does. sendBeacon cannot send an Authorization header: the store's public
 * API token (the one the storefront's browser code already holds) goes in the `token` query parameter. Nothing is
 * sent when the browser asks not to be tracked (Do Not Track, Global Privacy Control); the server ignores such
 * requests too.
 */
export type BeaconEvent = {
  type: "page_view" | "product_view" | "add_to_cart" | "checkout_started" | "search";
  path: string;
  productId?: string;
  query?: string;
  referrer?: string;
};

const maxBatch = 50;
let queue: BeaconEvent[] = [];
let token: string | null = null;
let scheduled = false;

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

function send(events: BeaconEvent[]): void {
  if (!token || !events.length) return;
  const url = `/api/v1/analytics/events?token=${encodeURIComponent(token)}`;
  const body = JSON.stringify({ events });
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Some browsers refuse a JSON beacon; a keep-alive fetch does the same job.
  }
  void fetch(url, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(() => undefined);
}

/** Sends what is queued now (the page is being hidden or left). */
export function flushBeacon(): void {
  scheduled = false;
  const events = queue;
  queue = [];
  for (let i = 0; i < events.length; i += maxBatch) send(events.slice(i, i + maxBatch));
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if ("requestIdleCallback" in window) window.requestIdleCallback(flushBeacon, { timeout: 5000 });
  else setTimeout(flushBeacon, 2000);
}

/** The store's public API token, set once by the beacon's component. */
export function setBeaconToken(value: string): void {
  token = value;
}

/** Queues one event for the next idle moment. */
export function track(event: Omit<BeaconEvent, "path"> & { path?: string }): void {
  if (typeof window === "undefined" || optedOut()) return;
  queue.push({ ...event, path: event.path ?? window.location.pathname });
  if (queue.length >= maxBatch) flushBeacon();
  else schedule();
}
