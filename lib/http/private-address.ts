import { BlockList, isIP } from "node:net";

/**
 * Addresses the server refuses to reach on a URL someone else chose (a webhook endpoint unless
 * WEBHOOK_ALLOW_PRIVATE=true, an imported product's Image Src unless IMAGE_FETCH_ALLOW_PRIVATE allows it): private (RFC 1918, unique-local fc00::/7),
 * loopback, link-local, carrier-grade NAT, "this network", documentation, benchmarking, multicast and reserved
 * ranges, and the IPv6 forms that embed an IPv4 address (mapped, NAT64 well-known and local-use, 6to4), whose IPv4
 * part decides. The IPv4-translated form (SIIT, ::ffff:0:0/96) is refused outright, as is the rest of 64:ff9b::/32.
 * Pure.
 */
const v4 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const)
  v4.addSubnet(net, bits, "ipv4");

const v6 = new BlockList();
for (const [net, bits] of [
  ["::", 96], // unspecified, loopback, IPv4-compatible
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  v6.addSubnet(net, bits, "ipv6");

/** The 32 bits of an IPv6 address from `word` (0–7), as dotted IPv4. */
function embeddedV4(words: number[], at: number): string {
  const hi = words[at] ?? 0;
  const lo = words[at + 1] ?? 0;
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** The eight 16-bit words of an IPv6 address (a trailing dotted IPv4 part allowed), or null. */
function ipv6Words(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split(".").map(Number);
    text =
      text.slice(0, -dotted[1]!.length) + `${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const words = [...head, ...Array<string>(Math.max(0, fill)).fill("0"), ...tail].map((w) => parseInt(w, 16));
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff) ? words : null;
}

/** The 32 bits starting at bit `from` of an IPv6 address, skipping bits 64–71 (RFC 6052's "u" octet), as dotted IPv4. */
function bitsAsV4(words: number[], from: number): string {
  const bytes = words.flatMap((w) => [w >> 8, w & 255]);
  const picked: number[] = [];
  for (let byte = from / 8; picked.length < 4; byte++) if (byte !== 8) picked.push(bytes[byte] ?? 0);
  return picked.join(".");
}

/**
 * The IPv4 addresses a local-use NAT64 address (64:ff9b:1::/48, RFC 8215) may embed: the translator's prefix may be
 * /48, /56, /64 or /96 inside it (RFC 6052), so each layout whose "u" octet and suffix are zero is a candidate, and
 * the /96 one (the last 32 bits) always is.
 */
function localNat64Candidates(words: number[]): string[] {
  const bytes = words.flatMap((w) => [w >> 8, w & 255]);
  const candidates = [embeddedV4(words, 6)];
  // [prefix bits, first byte after the embedded address]
  for (const [prefix, suffixFrom] of [
    [48, 11],
    [56, 12],
    [64, 13],
  ] as const)
    if (bytes[8] === 0 && bytes.slice(suffixFrom).every((b) => b === 0)) candidates.push(bitsAsV4(words, prefix));
  return candidates;
}

/** True when `address` (an IP literal, IPv6 without brackets) is private in the sense above; not an IP → true. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 4) return v4.check(bare, "ipv4");
  if (family !== 6) return true;
  const words = ipv6Words(bare);
  if (!words) return true;
  const zeros = (n: number) => words.slice(0, n).every((w) => w === 0);
  if (zeros(5) && words[5] === 0xffff) return v4.check(embeddedV4(words, 6), "ipv4"); // ::ffff:a.b.c.d
  if (zeros(4) && words[4] === 0xffff && words[5] === 0) return true; // ::ffff:0:a.b.c.d (SIIT, translated inside)
  if (words[0] === 0x64 && words[1] === 0xff9b) {
    if (words.slice(2, 6).every((w) => w === 0)) return v4.check(embeddedV4(words, 6), "ipv4"); // NAT64, 64:ff9b::/96
    if (words[2] === 1) return localNat64Candidates(words).some((a) => v4.check(a, "ipv4")); // local-use NAT64
    return true; // the rest of 64:ff9b::/32 is reserved
  }
  if (words[0] === 0x2002) return v4.check(embeddedV4(words, 1), "ipv4"); // 6to4
  return v6.check(bare, "ipv6");
}

/**
 * Private addresses a deployment lets the server reach anyway, from a setting: "true" (or "1") allows every one, a
 * comma-separated list of addresses and networks ("127.0.0.1", "10.0.0.0/8", "fd00::/8") only those, empty none.
 * Returns the test, or null when the setting is not understood (an unknown word, a malformed address).
 */
export function allowedPrivateAddresses(setting: string | undefined): ((address: string) => boolean) | null {
  const text = (setting ?? "").trim();
  if (text === "" || text === "false" || text === "0") return () => false;
  if (text === "true" || text === "1") return () => true;
  const list = new BlockList();
  for (const entry of text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [net, bitsText] = entry.replace(/^\[|\]$/g, "").split("/");
    const family = isIP(net ?? "");
    if (family === 0) return null;
    const type = family === 4 ? "ipv4" : "ipv6";
    const bits = bitsText === undefined ? (family === 4 ? 32 : 128) : Number(bitsText);
    if (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)) return null;
    list.addSubnet(net!, bits, type);
  }
  return (address) => {
    const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
    const family = isIP(bare);
    return family !== 0 && list.check(bare, family === 4 ? "ipv4" : "ipv6");
  };
}
