import { describe, expect, it } from "vitest";
import { allowedPrivateAddresses, isPrivateAddress } from "@/lib/http/private-address";

describe("addresses a webhook may not reach (lib/http/private-address.ts)", () => {
  it("refuses private, loopback, link-local, CGNAT, unspecified, multicast and reserved IPv4", () => {
    for (const a of [
      "10.0.0.1",
      "10.255.255.255",
      "172.16.0.1",
      "172.31.255.1",
      "192.168.1.1",
      "127.0.0.1",
      "127.1.2.3",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "240.0.0.1",
      "255.255.255.255",
      "198.18.0.1",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
  });

  it("refuses loopback, link-local, unique-local, multicast IPv6 and the forms that embed a private IPv4", () => {
    for (const a of [
      "::1",
      "::",
      "[::1]",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456:789a::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "2002:c0a8:101::1",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
  });

  it("refuses the IPv4-translated form (::ffff:0:0/96) and a local-use NAT64 address (64:ff9b:1::/48) embedding a private IPv4", () => {
    for (const a of [
      "::ffff:0:127.0.0.1",
      "::ffff:0:7f00:1",
      "::ffff:0:8.8.8.8",
      "64:ff9b:1::7f00:1",
      "64:ff9b:1::10.0.0.1",
      "64:ff9b:1::a9fe:a9fe",
      // The same addresses behind a /48, /56 or /64 translator prefix (RFC 6052 layouts, bits 64–71 zero).
      "64:ff9b:1:7f00:0:1::",
      "64:ff9b:1:7f:0:1::",
      "64:ff9b:1:0:7f:0:100::",
      "64:ff9b:1:0:a:0:1::",
      // Unallocated parts of 64:ff9b::/32.
      "64:ff9b:2::808:808",
      "64:ff9b:0:0:1::808:808",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
  });

  it("allows a local-use NAT64 address embedding a public IPv4", () => {
    for (const a of ["64:ff9b:1::808:808", "64:ff9b:1::93.184.215.14", "64:ff9b:1:ab:cd::808:808"])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it("allows public addresses, v4 and v6 (and their embedded forms)", () => {
    for (const a of [
      "93.184.215.14",
      "8.8.8.8",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4009:81b::200e",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it("treats anything that is not an IP address as refused", () => {
    for (const a of ["localhost", "example.com", "", "1.2.3", "::gg"]) expect(isPrivateAddress(a), a).toBe(true);
  });

  it("reads IMAGE_FETCH_ALLOW_PRIVATE: empty allows none, true any, a list only its addresses and networks", () => {
    expect(allowedPrivateAddresses("")!("127.0.0.1")).toBe(false);
    expect(allowedPrivateAddresses(undefined)!("10.0.0.1")).toBe(false);
    expect(allowedPrivateAddresses("true")!("169.254.169.254")).toBe(true);
    const list = allowedPrivateAddresses("127.0.0.1, 10.20.0.0/16, fd00::/8")!;
    expect(["127.0.0.1", "10.20.3.4", "fd12::1", "[fd00::5]"].map(list)).toEqual([true, true, true, true]);
    expect(["127.0.0.2", "10.21.0.1", "169.254.169.254", "::1", "localhost"].map(list)).toEqual([false, false, false, false, false]);
    for (const bad of ["yes", "10.0.0.0/33", "example.com", "1.2.3"]) expect(allowedPrivateAddresses(bad), bad).toBeNull();
  });
});
