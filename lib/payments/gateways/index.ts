import { getEnv } from "../../env";
import { NotConfiguredError, NotFoundError } from "../../errors/domain";
import { sandboxGateway } from "./sandbox";
import type { PaymentGateway } from "./types";

/** The gateways this app offers, by path name. Add a provider here. */
const gateways: ReadonlyMap<string, PaymentGateway> = new Map([[sandboxGateway.name, sandboxGateway]]);

/** The gateways' path names (the `{gateway}` parameter's values). */
export const gatewayNames = [...gateways.keys()];

/**
 * Whether a gateway may take payments on this server: a test provider (the sandbox: test cards, no real money) only
 * where PAYMENTS_SANDBOX allows it (by default the embedded database, never a database server: lib/env.ts).
 */
function isAvailable(gateway: PaymentGateway): boolean {
  return !gateway.testOnly || getEnv().paymentsSandbox;
}

const notConfigured = () =>
  new NotConfiguredError("Payments are not configured on this server, so nothing can be paid for yet.").withCode("payments_not_configured");

/**
 * A gateway that may not take payments here: it tokenises and authorises nothing (503 `payments_not_configured`),
 * while what settles or gives back earlier payments (capture, void, refund, lookup) still reaches it, so that
 * records made while it was allowed can be reconciled and refunded.
 */
function closed(gateway: PaymentGateway): PaymentGateway {
  const refuse = () => Promise.reject(notConfigured());
  return { ...gateway, exchangeToken: refuse, authorize: refuse };
}

/**
 * The named gateway, or 404 `{message}` for an unknown gateway. One that may not take payments here (a test
 * provider on a server without PAYMENTS_SANDBOX=true) refuses new payments with 503 `payments_not_configured`.
 */
export function getGateway(name: string): PaymentGateway {
  const gateway = gateways.get(name);
  if (!gateway) throw new NotFoundError("Payment gateway not found.");
  return isAvailable(gateway) ? gateway : closed(gateway);
}

/**
 * Refuses (503 `payments_not_configured`) when the named gateway, or without a name every gateway, may not take
 * payments here. Checkout and payment setups call it first, so nothing is reserved or opened for a payment that
 * could not be taken; an unknown name passes (getGateway answers 404 for it).
 */
export function requirePaymentsConfigured(name?: string): void {
  const candidates = name === undefined ? [...gateways.values()] : [gateways.get(name)].filter((g) => g !== undefined);
  if (name !== undefined && candidates.length === 0) return;
  if (!candidates.some(isAvailable)) throw notConfigured();
}

/** Whether any gateway may take payments on this server (the back office's setup checklist). */
export function paymentsAvailable(): boolean {
  return [...gateways.values()].some(isAvailable);
}

export type { PaymentGateway, TokenisedCard } from "./types";
