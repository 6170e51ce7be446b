import { isIPv6 } from "node:net";

/**
 * The bucket a per-address rate limit counts an address in. An IPv4 address is its own bucket. An IPv6 address
 * counts by its /64 network: one subscriber line, one host, one cloud instance is usually handed a whole /64 (or
 * more), so counting single IPv6 addresses would give one client 2^64 fresh budgets. IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) counts as the IPv4 address. Anything that is not an IP address ("unknown") is returned as is.
 */
export function groupAddress(address: string): string {
  const bare = address.trim().toLowerCase().split("%")[0]!; // a zone id (fe80::1%eth0) names the interface, not the host
  if (!isIPv6(bare)) return address;
  const groups = expandIPv6(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` filled in, a trailing dotted IPv4 part turned into two groups). */
function expandIPv6(address: string): number[] {
  const toGroups = (part: string): number[] =>
    part === ""
      ? []
      : part.split(":").flatMap((piece) => {
          if (!piece.includes(".")) return [parseInt(piece, 16)];
          const [a, b, c, d] = piece.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split("::") as [string, string | undefined];
  const front = toGroups(head);
  if (tail === undefined) return front;
  const back = toGroups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
