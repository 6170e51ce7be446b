import { describe, expect, it } from "vitest";
import { createRateLimiter } from "@/lib/http/ratelimit/limiter";
import { groupAddress } from "@/lib/http/ratelimit/group-address";

// A per-address rate limit keyed on the whole IPv6 address would give one client 2^64 fresh budgets.
describe("groupAddress: the bucket a per-address limit counts in", () => {
  it("an IPv6 address counts by its /64, however it is spelled", () => {
    const bucket = "2001:db8:1:2::/64";
    for (const a of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::c",
      "2001:0DB8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:0:0:0:1",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2::192.0.2.1",
    ])
      expect(groupAddress(a), a).toBe(bucket);
    expect(groupAddress("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(groupAddress("::1")).toBe("0:0:0:0::/64");
    expect(groupAddress("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(groupAddress("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("IPv4 (and IPv4-mapped IPv6) counts by the whole address; anything else is left as it is", () => {
    expect(groupAddress("198.51.100.7")).toBe("198.51.100.7");
    expect(groupAddress("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(groupAddress("::ffff:c633:6407")).toBe("198.51.100.7");
    expect(groupAddress("unknown")).toBe("unknown");
    expect(groupAddress("")).toBe("");
  });
});

describe("the limiter counts every per-address rule by that bucket", () => {
  it("address, address+email and a guest's caller rule: 12 addresses of one /64 share one budget", async () => {
    const limiter = await createRateLimiter({
      prefix: `unit-${Math.random()}`,
      policies: {
        p: [
          { id: "a", key: "address", points: 3, durationSeconds: 60 },
          { id: "ae", key: "address+email", points: 3, durationSeconds: 60 },
          { id: "c", key: "caller", points: 3, durationSeconds: 60 },
        ],
      },
    });
    for (const key of ["address", "address+email", "caller"] as const) {
      const answers = [];
      for (let i = 1; i <= 4; i++)
        answers.push((await limiter.consume("p", { tenantId: `t-${key}`, address: `2001:db8:7:8::${i}`, email: "a@b.c" }, [key])).allowed);
      expect(answers, key).toEqual([true, true, true, false]);
      // Another /64 has its own budget; a signed-in caller counts by customer, not by address.
      expect((await limiter.consume("p", { tenantId: `t-${key}`, address: "2001:db8:7:9::1", email: "a@b.c" }, [key])).allowed).toBe(true);
    }
    expect((await limiter.consume("p", { tenantId: "t-caller", address: "2001:db8:7:8::99", customerId: "c1" }, ["caller"])).allowed).toBe(
      true,
    );
    await limiter.close();
  });
});
