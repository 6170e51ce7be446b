import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { expectApiTokenRequired, seeded } from "../../support/content";

// The test server runs with TRUST_PROXY=true, so forwarded addresses and platform country headers count.
const demo = () => fixtures().demo;
const market = (headers: Record<string, string>, token = demo().apiToken) => api("GET", "/market", { token, headers });

const gb = (store: "demo" | "other") => ({
  id: seeded.market(store, "gb"),
  name: "United Kingdom",
  currencyCode: "GBP",
  currencySymbol: "£",
  isPrimary: true,
});
const eu = (store: "demo" | "other") => ({
  id: seeded.market(store, "eu"),
  name: "Euro Area",
  currencyCode: "EUR",
  currencySymbol: "€",
  isPrimary: false,
});
const us = (store: "demo" | "other") => ({
  id: seeded.market(store, "us"),
  name: "United States",
  currencyCode: "USD",
  currencySymbol: "$",
  isPrimary: false,
});

describe("GET /market", () => {
  it("detects a UK address: the primary GBP market, field by field", async () => {
    const res = await market({ "x-forwarded-for": "81.2.69.142" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ market: gb("demo"), detectedCountry: "GB" });
    expect(Object.keys(res.body.market).sort()).toEqual(["currencyCode", "currencySymbol", "id", "isPrimary", "name"]);
  });

  it("detects a German address (IPv4 and IPv6): the euro market", async () => {
    expect((await market({ "x-forwarded-for": "85.214.132.117" })).body).toEqual({ market: eu("demo"), detectedCountry: "DE" });
    expect((await market({ "x-forwarded-for": "2a01:4f8::1" })).body).toEqual({ market: eu("demo"), detectedCountry: "DE" });
  });

  it("detects a US address: the dollar market", async () => {
    expect((await market({ "x-forwarded-for": "8.8.8.8" })).body).toEqual({ market: us("demo"), detectedCountry: "US" });
  });

  it("uses the first address of x-forwarded-for (the client), with ports and IPv4-mapped IPv6 understood", async () => {
    expect((await market({ "x-forwarded-for": "81.2.69.142, 8.8.8.8, 10.0.0.1" })).body.detectedCountry).toBe("GB");
    expect((await market({ "x-forwarded-for": "81.2.69.142:51234" })).body.detectedCountry).toBe("GB");
    expect((await market({ "x-forwarded-for": "::ffff:8.8.8.8" })).body.detectedCountry).toBe("US");
    expect((await market({ "x-forwarded-for": "[2a01:4f8::1]:443" })).body.detectedCountry).toBe("DE");
  });

  it("falls back to x-real-ip when there is no forwarded address", async () => {
    expect((await market({ "x-real-ip": "8.8.8.8", "x-forwarded-for": "not-an-address" })).body.detectedCountry).toBe("US");
  });

  it("answers market null for a country no market covers", async () => {
    const res = await market({ "x-forwarded-for": "133.242.0.1" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ market: null, detectedCountry: "JP" });
  });

  it("answers XX and null for loopback, private and unparseable addresses", async () => {
    for (const address of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.10", "garbage"]) {
      const res = await market({ "x-forwarded-for": address });
      expect({ address, status: res.status, body: res.body }).toEqual({
        address,
        status: 200,
        body: { market: null, detectedCountry: "XX" },
      });
    }
    // No forwarding header at all: the test client's own loopback address.
    expect((await market({})).body).toEqual({ market: null, detectedCountry: "XX" });
  });

  it("honours a trusted platform's country header before the address", async () => {
    expect((await market({ "x-vercel-ip-country": "FR", "x-forwarded-for": "8.8.8.8" })).body).toEqual({
      market: eu("demo"),
      detectedCountry: "FR",
    });
    expect((await market({ "cf-ipcountry": "us" })).body).toEqual({ market: us("demo"), detectedCountry: "US" });
    // Cloudflare's "unknown" and Tor codes are no country: the address decides.
    expect((await market({ "cf-ipcountry": "XX", "x-forwarded-for": "81.2.69.142" })).body.detectedCountry).toBe("GB");
    expect((await market({ "cf-ipcountry": "T1", "x-forwarded-for": "127.0.0.1" })).body.detectedCountry).toBe("XX");
    expect((await market({ "x-vercel-ip-country": "<script>" })).body.detectedCountry).toBe("XX");
  });

  it("does not let the client set the internal remote-address header", async () => {
    const res = await market({ "x-storefront-remote-address": "81.2.69.142" });
    expect(res.body.detectedCountry).toBe("XX");
  });

  it("is not cached by shared caches (the answer depends on the visitor)", async () => {
    const res = await market({ "x-forwarded-for": "81.2.69.142" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("requires an API token: missing, garbage, forged or an account token → 401", async () => {
    await expectApiTokenRequired("GET", "/market");
  });

  it("answers with the caller's own store's markets", async () => {
    const theirs = await market({ "x-forwarded-for": "81.2.69.142" }, fixtures().other.apiToken);
    expect(theirs.body).toEqual({ market: gb("other"), detectedCountry: "GB" });
    expect(theirs.body.market.id).not.toBe(gb("demo").id);
  });
});
