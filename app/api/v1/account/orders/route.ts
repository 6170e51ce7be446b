import { parseQuery } from "@/lib/http/body";
import { json, methods, withAccount } from "@/lib/http/route";
import { listOrders } from "@/lib/orders/list-orders";
import { pageQuery } from "@/lib/pagination/schemas";

// GET /api/v1/account/orders: the customer's orders, newest first, with their lines (extension).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: withAccount(async ({ req, tenantId, customerId }) => {
    const query = parseQuery(req, pageQuery);
    return json(await listOrders({ tenantId, customerId, ...query }));
  }),
});
