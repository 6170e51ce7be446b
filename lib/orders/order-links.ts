import { getEnv } from "../env";

/** Where a mail sends the reader: a guest's order page (with its access token), or the customer's order history. */
export function orderUrl({ orderNumber, accessToken }: { orderNumber: string; accessToken: string | null }): string {
  const base = getEnv().APP_URL.replace(/\/+$/, "");
  return accessToken
    ? `${base}/orders/${encodeURIComponent(orderNumber)}?token=${encodeURIComponent(accessToken)}`
    : `${base}/account/orders`;
}
