import type { AnyOperation } from "./operation";
import { accountOperations } from "./operations/account";
import { analyticsOperations } from "./operations/analytics";
import { billingOperations } from "./operations/billing";
import { cartOperations } from "./operations/cart";
import { catalogOperations } from "./operations/catalog";
import { checkoutOperations } from "./operations/checkout";
import { customerOperations } from "./operations/customers";
import { cmsOperations } from "./operations/cms";
import { dashboardOperations } from "./operations/dashboard";
import { formOperations } from "./operations/forms";
import { discountOperations } from "./operations/discounts";
import { marketOperations } from "./operations/market";
import { mediaOperations } from "./operations/media";
import { messageOperations } from "./operations/messages";
import { orderOperations } from "./operations/orders";
import { paymentOperations } from "./operations/payments";
import { rewardOperations } from "./operations/rewards";
import { searchOperations } from "./operations/search";
import { settingsOperations } from "./operations/settings";
import { staffOperations } from "./operations/staff";
import { subscriptionOperations } from "./operations/subscriptions";
import { tenantOperations } from "./operations/tenants";
import { ticketOperations } from "./operations/tickets";
import { webhookOperations } from "./operations/webhooks";

/**
 * Every operation the OpenAPI document describes: all but the document's own (lib/api/operations/platform.ts), which
 * registry.ts adds. Kept apart so the document is generated without importing the operation that serves it.
 */
export const describedOperations = {
  ...cmsOperations,
  ...searchOperations,
  ...subscriptionOperations,
  ...marketOperations,
  ...messageOperations,
  ...accountOperations,
  ...orderOperations,
  ...customerOperations,
  ...cartOperations,
  ...discountOperations,
  ...rewardOperations,
  ...paymentOperations,
  ...catalogOperations,
  ...checkoutOperations,
  ...billingOperations,
  ...ticketOperations,
  ...tenantOperations,
  ...webhookOperations,
  ...staffOperations,
  ...dashboardOperations,
  ...settingsOperations,
  ...mediaOperations,
  ...formOperations,
  ...analyticsOperations,
};

/** The described operations as a list, each with its operationId. */
export const describedOperationList: (AnyOperation & { operationId: string })[] = Object.entries(describedOperations).map(
  ([operationId, op]) => ({ ...(op as AnyOperation), operationId }),
);
