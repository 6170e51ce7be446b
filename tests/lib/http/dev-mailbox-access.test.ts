import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";

// /dev/mailbox (every store's mail, live reset links) must not answer anyone on the network. It answers only requests
// whose socket address is loopback (or an operator token); client headers never count unless TRUST_PROXY says a proxy
// sets them. (scripts/newcomer-check.mjs asks a real quick-start server from a non-loopback address too.)
const remote = "x-storefront-remote-address";
const original = { ...process.env };

async function isLocal(headers: Record<string, string>, trustProxy = false) {
  process.env.TRUST_PROXY = trustProxy ? "true" : "false";
  const { resetEnvForTests } = await import("@/lib/env");
  resetEnvForTests();
  const { isLocalRequest } = await import("@/lib/http/loopback");
  return isLocalRequest(new NextRequest("http://localhost:3000/dev/mailbox", { headers }));
}

afterEach(async () => {
  process.env = { ...original };
  (await import("@/lib/env")).resetEnvForTests();
});

describe("dev mailbox: local requests only", () => {
  it("loopback sockets are local (IPv4, IPv6, IPv4-mapped)", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.8.9.10"])
      expect(await isLocal({ [remote]: address }), address).toBe(true);
  });

  it("any other socket is not, whatever headers the client adds", async () => {
    for (const address of ["10.0.0.5", "192.168.1.20", "::ffff:10.0.0.5", "2001:db8::1", ""]) {
      expect(
        await isLocal({ [remote]: address, "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1", host: "localhost" }),
        address,
      ).toBe(false);
    }
    expect(await isLocal({ "x-forwarded-for": "127.0.0.1" })).toBe(false);
  });

  it("behind a trusted proxy, the proxy's word decides", async () => {
    expect(await isLocal({ [remote]: "127.0.0.1", "x-forwarded-for": "203.0.113.9" }, true)).toBe(false);
    expect(await isLocal({ [remote]: "127.0.0.1", "x-real-ip": "127.0.0.1" }, true)).toBe(true);
  });
});
