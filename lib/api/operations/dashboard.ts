import { getDashboard } from "@/lib/dashboard/get-dashboard";
import { operatorDashboardResponse } from "@/lib/dashboard/schemas";
import { defineOperation } from "../operation";

/** The back office's first page: what needs the store's attention now. */
export const dashboardOperations = {
  getOperatorDashboard: defineOperation({
    method: "GET",
    path: "/operator/dashboard",
    token: "operator",
    tag: "Operator",
    summary: "Today's orders and takings, orders to ship, past-due subscriptions, unhandled messages",
    description:
      "`ordersToday` and `revenueToday` (per currency, totals as charged before refunds): the orders paid today, UTC (`date`), cancelled ones left out. `ordersToFulfil`: paid or partly refunded orders not shipped (what `POST /operator/orders/{orderId}/fulfil` accepts). `pastDueSubscriptions`: subscriptions whose renewal is being retried. `unhandledMessages`: contact messages not marked handled. `setup`: what the store needs to sell, each true once it is there: a market, a tax rate, a delivery rate, a product, a CMS page, and `payments` (a payment provider may take payments on this server).",
    extension: true,
    output: operatorDashboardResponse,
    run: async ({ tenantId }) => ({ data: await getDashboard({ tenantId }) }),
  }),
};
