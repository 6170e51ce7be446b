import { getEnv } from "../env";
import { getGateway } from "./gateways";

/** The named gateway's client script with this app's API base baked in; null when it serves none. */
export function getEngineScript({ gatewayName }: { gatewayName: string }): string | null {
  const gateway = getGateway(gatewayName);
  if (!gateway.engineScript) return null;
  return gateway.engineScript({ apiBase: `${getEnv().APP_URL.replace(/\/+$/, "")}/api/v1` });
}
