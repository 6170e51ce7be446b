import { getEnv } from "../env";

/** Where a mail sends the reader: a guest's order page (with its access token), or the customer's order history. */
export function orderUrl({ orderNumber, accessToken }: { orderNumber: string; accessToken: string | null }): string {
  const base = getEnv().APP_URL.replace(/\/+$/, "");
  return accessToken
    ? `${base}/orders/${encodeURIComponent(orderNumber)}?token=${encodeURIComponent(accessToken)}`
    : `${base}/account/orders`;
}

/** Where a buyer's tickets show as QR codes: a guest's order page, or the customer's tickets page. */
export function ticketsUrl({ orderNumber, accessToken }: { orderNumber: string; accessToken: string | null }): string {
  return accessToken ? orderUrl({ orderNumber, accessToken }) : `${getEnv().APP_URL.replace(/\/+$/, "")}/account/tickets`;
}
