import { beforeEach, describe, expect, it } from "vitest";
import { cachedToken, forgetCachedTokens, rememberToken, tokenCacheGeneration } from "@/lib/auth/token-cache";

const storeA = "00000000-0000-4000-8000-00000000000a";
const storeB = "00000000-0000-4000-8000-00000000000b";
const staff = (id: string, sessionId: string) => ({ id, sessionId, email: `${id}@example.org`, name: id, role: "staff", expiresAt: 0 });

describe("the token cache forgets only the revoked holder's tokens", () => {
  beforeEach(() => {
    forgetCachedTokens();
    rememberToken("account:alice", { tenantId: storeA, customerId: "alice", jti: "1", expiresAt: 0 });
    rememberToken("account:bob", { tenantId: storeA, customerId: "bob", jti: "2", expiresAt: 0 });
    rememberToken("account:alice-elsewhere", { tenantId: storeB, customerId: "alice", jti: "3", expiresAt: 0 });
    rememberToken("operator:ann-1", { tenantId: storeA, staff: staff("ann", "s1") });
    rememberToken("operator:ann-2", { tenantId: storeA, staff: staff("ann", "s2") });
    rememberToken("operator:cli", { tenantId: storeA, staff: null });
  });
  const kept = () =>
    ["account:alice", "account:bob", "account:alice-elsewhere", "operator:ann-1", "operator:ann-2", "operator:cli"].filter(
      (key) => cachedToken(key) !== undefined,
    );

  it("a customer's revocation: that customer of that store only", () => {
    forgetCachedTokens({ tenantId: storeA, customerId: "alice" });
    expect(kept()).toEqual(["account:bob", "account:alice-elsewhere", "operator:ann-1", "operator:ann-2", "operator:cli"]);
  });

  it("a staff member's revocation: every session of theirs; one session's: that one", () => {
    forgetCachedTokens({ tenantId: storeA, sessionId: "s1" });
    expect(kept()).toEqual(["account:alice", "account:bob", "account:alice-elsewhere", "operator:ann-2", "operator:cli"]);
    forgetCachedTokens({ tenantId: storeA, staffId: "ann" });
    expect(kept()).toEqual(["account:alice", "account:bob", "account:alice-elsewhere", "operator:cli"]);
  });

  it("without a holder: everything; each revocation moves the generation on", () => {
    const before = tokenCacheGeneration();
    forgetCachedTokens({ tenantId: storeB, customerId: "nobody" });
    expect(tokenCacheGeneration()).toBe(before + 1);
    forgetCachedTokens();
    expect(kept()).toEqual([]);
    expect(tokenCacheGeneration()).toBe(before + 2);
  });
});
