import { sandboxGateway } from "./sandbox";
import type { PaymentGateway } from "./types";
import { NotFoundError } from "../../errors/domain";

/** The gateways this app offers, by path name. Add a provider here. */
const gateways: ReadonlyMap<string, PaymentGateway> = new Map([[sandboxGateway.name, sandboxGateway]]);

/** The named gateway, or 404 `{message}` (DESIGN: unknown gateway). */
export function getGateway(name: string): PaymentGateway {
  const gateway = gateways.get(name);
  if (!gateway) throw new NotFoundError("Payment gateway not found.");
  return gateway;
}

export type { PaymentGateway, TokenisedCard } from "./types";
