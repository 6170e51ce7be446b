import { beforeEach, describe, expect, it, vi } from "vitest";

// The policies read TRUST_PROXY from the environment; each test sets it.
const env = { TRUST_PROXY: false };
vi.mock("@/lib/env", () => ({ getEnv: () => env }));

const { geolocationAddress, platformCountry, rateLimitAddress } = await import("@/lib/http/client-address");
const { remoteAddressHeader } = await import("@/lib/http/remote-address");
const { createStorefrontServer } = await import("@/lib/http/node-server.mjs");
// As in the built app: requests come through the storefront's server, which stamps the socket's address.
const serveThroughStorefrontServer = () => createStorefrontServer(() => Promise.resolve());

const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });
const socket = { [remoteAddressHeader]: "203.0.113.9" };

beforeEach(() => {
  env.TRUST_PROXY = false;
});

describe("without TRUST_PROXY every forwarding header is the client's own word: only the socket counts", () => {
  const forged = { ...socket, "x-forwarded-for": "198.51.100.1, 198.51.100.2", "x-real-ip": "198.51.100.3", "x-vercel-ip-country": "FR" };

  it("rate limits count the socket's address", () => {
    expect(rateLimitAddress(request(forged))).toBe("203.0.113.9");
  });

  it("geolocation looks up the socket's address, and ignores platform country headers", () => {
    serveThroughStorefrontServer();
    expect(geolocationAddress(request(forged))).toBe("203.0.113.9");
    expect(platformCountry(request(forged))).toBeUndefined();
  });

  it("with no address at all, rate limits share one bucket and geolocation knows nothing", () => {
    expect(rateLimitAddress(request({}))).toBe("unknown");
    expect(geolocationAddress(request({}))).toBeUndefined();
  });
});

describe("behind a trusted proxy (TRUST_PROXY=true) the two policies read x-forwarded-for from opposite ends", () => {
  beforeEach(() => {
    env.TRUST_PROXY = true;
  });
  // The shopper (left), their corporate proxy, then the address our own proxy appended (right).
  const chain = { ...socket, "x-forwarded-for": "198.51.100.7, 192.0.2.50, 192.0.2.77" };

  it("rate limits take the right-most entry (our proxy's word), so a client cannot pick a fresh address per request", () => {
    expect(rateLimitAddress(request(chain))).toBe("192.0.2.77");
    const forgedLeft = (n: number) => request({ ...socket, "x-forwarded-for": `10.0.0.${n}, 192.0.2.77` });
    expect(new Set([1, 2, 3].map((n) => rateLimitAddress(forgedLeft(n))))).toEqual(new Set(["192.0.2.77"]));
  });

  it("geolocation takes the left-most entry: the shopper's own address (a forgery only changes the forger's market)", () => {
    expect(geolocationAddress(request(chain))).toBe("198.51.100.7");
  });

  it("x-real-ip comes first for rate limits, after x-forwarded-for for geolocation", () => {
    const both = request({ ...chain, "x-real-ip": "192.0.2.99" });
    expect(rateLimitAddress(both)).toBe("192.0.2.99");
    expect(geolocationAddress(both)).toBe("198.51.100.7");
    expect(geolocationAddress(request({ ...socket, "x-real-ip": "192.0.2.99" }))).toBe("192.0.2.99");
  });

  it("normalises ports, brackets, case and IPv4-mapped IPv6; skips what is not an address", () => {
    expect(rateLimitAddress(request({ "x-forwarded-for": "junk, [2001:DB8::1]:443" }))).toBe("2001:db8::1");
    expect(rateLimitAddress(request({ "x-real-ip": "::ffff:192.0.2.1" }))).toBe("192.0.2.1");
    expect(geolocationAddress(request({ "x-forwarded-for": "192.0.2.1:5678, 10.0.0.1" }))).toBe("192.0.2.1");
    expect(geolocationAddress(request({ ...socket, "x-forwarded-for": "not-an-ip" }))).toBe("203.0.113.9");
    expect(rateLimitAddress(request({ ...socket, "x-forwarded-for": "<script>" }))).toBe("203.0.113.9");
  });

  it("platform country headers name a country, never XX (unknown) or T1 (Tor)", () => {
    expect(platformCountry(request({ "x-vercel-ip-country": "fr" }))).toBe("FR");
    expect(platformCountry(request({ "cf-ipcountry": "DE" }))).toBe("DE");
    expect(platformCountry(request({ "cf-ipcountry": "XX" }))).toBeUndefined();
    expect(platformCountry(request({ "cf-ipcountry": "T1" }))).toBeUndefined();
    expect(platformCountry(request({ "x-vercel-ip-country": "<script>" }))).toBeUndefined();
  });
});

describe("a buyer's address named by a private token (X-Buyer-IP) takes the place of every other", () => {
  it("counts for rate limits and geolocation, and silences platform country headers; only on the request it was set on", async () => {
    const { trustBuyerAddress } = await import("@/lib/http/client-address");
    env.TRUST_PROXY = true;
    const req = request({ ...socket, "x-forwarded-for": "198.51.100.7, 192.0.2.77", "x-vercel-ip-country": "US" });
    trustBuyerAddress(req, "::ffff:85.214.132.117");
    expect(rateLimitAddress(req)).toBe("85.214.132.117");
    expect(geolocationAddress(req)).toBe("85.214.132.117");
    expect(platformCountry(req)).toBeUndefined();
    const other = request({ ...socket, "x-forwarded-for": "198.51.100.7, 192.0.2.77", "x-vercel-ip-country": "US" });
    expect(rateLimitAddress(other)).toBe("192.0.2.77");
    expect(platformCountry(other)).toBe("US");
  });
});

describe("whether the request's location came from its headers (a shared cache cannot key on them)", () => {
  it("only a buyer's address, a platform country, or behind a trusted proxy a forwarded address other than the socket's", async () => {
    const { locationFromHeaders, trustBuyerAddress } = await import("@/lib/http/client-address");
    serveThroughStorefrontServer();
    env.TRUST_PROXY = true;
    // Next fills x-forwarded-for with the socket's address when the client sent none: still the socket's word.
    expect(locationFromHeaders(request({ ...socket, "x-forwarded-for": "203.0.113.9" }))).toBe(false);
    expect(locationFromHeaders(request({ [remoteAddressHeader]: "::ffff:127.0.0.1", "x-forwarded-for": "::ffff:127.0.0.1" }))).toBe(false);
    expect(locationFromHeaders(request(socket))).toBe(false);
    expect(locationFromHeaders(request({ ...socket, "x-forwarded-for": "81.2.69.142" }))).toBe(true);
    expect(locationFromHeaders(request({ ...socket, "x-real-ip": "81.2.69.142" }))).toBe(true);
    expect(locationFromHeaders(request({ ...socket, "cf-ipcountry": "DE" }))).toBe(true);
    const buyer = request(socket);
    trustBuyerAddress(buyer, "81.2.69.142");
    expect(locationFromHeaders(buyer)).toBe(true);
    env.TRUST_PROXY = false;
    expect(locationFromHeaders(request({ ...socket, "x-forwarded-for": "81.2.69.142", "cf-ipcountry": "DE" }))).toBe(false);
    expect(locationFromHeaders(buyer)).toBe(true);
  });
});
