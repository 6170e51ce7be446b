import "server-only";
import type { Executor } from "@/db/client";
import { NotFoundError } from "../errors/domain";
import { calculateOrder } from "./calculate-order";
import { loadCartPricing } from "./load-cart-pricing";
import type { Destination, PricedOrder } from "./types";

/**
 * A cart priced by the calculator: the one loader (one statement) then the pure calculator. `executor` lets checkout
 * price inside its transaction; `destination` (the shipping address) overrides the cart's own; `customerId` scopes
 * the read (see loadCartPricing). A cart that is not there → NotFoundError; a destination outside the cart's market
 * → InvalidInputError on `destinationField` (default `shippingCountry`), code `destination_outside_market`.
 */
export async function priceCart({
  executor,
  tenantId,
  cartId,
  destination,
  customerId,
  destinationField,
}: {
  executor?: Executor;
  tenantId: string;
  cartId: string;
  destination?: Destination | null;
  customerId?: string | null;
  destinationField?: string;
}): Promise<PricedOrder> {
  const loaded = await loadCartPricing({ executor, tenantId, cartId, customerId, destination, destinationField });
  if (!loaded) throw new NotFoundError("Cart not found.");
  return calculateOrder(loaded.input);
}
