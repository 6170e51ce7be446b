import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { expectAccountAuth, isoSecondsPattern, seedIndex, uuidPattern } from "../../support/account";

const customer = customerFor("account-3");
let token: string;
const patch = (body: unknown, t = token) => api("PATCH", "/account", { token: t, body });

beforeAll(async () => {
  token = await loginAs(customer);
});

describe("PATCH /account (extension)", () => {
  it("shows the seeded profile with no phone yet", async () => {
    const res = await api("GET", "/account", { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(uuidPattern),
      email: customer.email,
      firstName: "Test",
      lastName: `Customer ${seedIndex(customer) - 1}`,
      phone: null,
      createdAt: expect.stringMatching(isoSecondsPattern),
    });
  });

  it("changes the fields given, trimmed, and leaves the others as they are", async () => {
    const before = (await api("GET", "/account", { token })).body.data;
    const res = await patch({ firstName: "  Rosa ", phone: "+44 117 496 0123" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({ data: { ...before, firstName: "Rosa", phone: "+44 117 496 0123" } });
    expect((await api("GET", "/account", { token })).body).toEqual(res.body);

    const last = await patch({ lastName: "Diaz" });
    expect(last.body.data).toMatchObject({ firstName: "Rosa", lastName: "Diaz", phone: "+44 117 496 0123" });

    // null or "" removes the phone number; an empty body changes nothing.
    expect((await patch({ phone: null })).body.data.phone).toBeNull();
    expect((await patch({ phone: "07700 900123" })).body.data.phone).toBe("07700 900123");
    expect((await patch({ phone: "" })).body.data.phone).toBeNull();
    expect((await patch({})).body.data).toMatchObject({ firstName: "Rosa", lastName: "Diaz", phone: null, email: customer.email });
  });

  it("refuses invalid fields with 422 naming each, changing nothing", async () => {
    const before = (await api("GET", "/account", { token })).body.data;
    const res = await patch({ firstName: "   ", lastName: "x".repeat(101), phone: "call me" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "The first name field is required. (and 2 more errors)",
      errors: {
        firstName: ["The first name field is required."],
        lastName: ["The last name field must not be greater than 100 characters."],
        phone: ["The phone field must be a valid phone number."],
      },
      code: "validation_failed",
    });
    expect((await patch({ firstName: null })).status).toBe(422);
    expect((await api("GET", "/account", { token })).body.data).toEqual(before);
  });

  it("ignores an e-mail in the body: the e-mail cannot be changed here", async () => {
    const res = await patch({ email: "someone-else@example.com", firstName: "Rosa" });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(customer.email);
  });

  it("needs an account token", async () => {
    await expectAccountAuth("PATCH", "/account", { firstName: "Mallory" });
  });

  it("changes only the caller's own profile, in the caller's own store", async () => {
    const alice = fixtures().demo.customers[0]!;
    const aliceBefore = (await api("GET", "/account", { token: await loginAs(alice) })).body.data;
    const other = fixtures().other;
    const otherToken = await loginAs(other.customers[0]!, other);
    const otherBefore = (await api("GET", "/account", { token: otherToken })).body.data;
    await patch({ firstName: "Isolated", lastName: "Change" });
    expect((await api("GET", "/account", { token: await loginAs(alice) })).body.data).toEqual(aliceBefore);
    expect((await api("GET", "/account", { token: otherToken })).body.data).toEqual(otherBefore);
  });
});
