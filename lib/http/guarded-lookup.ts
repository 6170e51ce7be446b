import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { isPrivateAddress } from "./private-address";

/**
 * A DNS lookup for outgoing requests to addresses someone else chose (webhook deliveries, imported images): it refuses
 * a name that resolves to a private address (lib/http/private-address.ts) at connect time, so a name re-pointed inside
 * after a check (DNS rebinding) still fails. `allowed` names the private addresses the deployment lets through.
 */
export function guardedLookup(allowed: (address: string) => boolean = () => false): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      const list = addresses ?? [];
      if (list.length === 0 || list.some((a) => isPrivateAddress(a.address) && !allowed(a.address)))
        return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: "EPRIVATEADDRESS" }), "", 4);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
