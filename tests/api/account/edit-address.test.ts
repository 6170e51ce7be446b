import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, expectAccountAuth, otherId, seedKey } from "../../support/account";

const phoneMessage = "The phone field must be a valid phone number for the address's country (or an international number starting with +).";

const notFound = { status: 404, body: { message: "No query results for model.", code: "not_found" } };
const customer = customerFor("account-4");
const key = seedKey(customer);
const home = demoId("address", key, "home");
const work = demoId("address", key, "work");
let token: string;

const patch = (id: string, body: unknown, t = token) => api("PATCH", `/account/addresses/${id}`, { token: t, body });
async function list(t = token) {
  const res = await api("GET", "/account/addresses", { token: t });
  expect(res.status).toBe(200);
  return res.body.data as Array<Record<string, unknown> & { id: string; isDefault: boolean }>;
}

beforeAll(async () => {
  token = await loginAs(customer);
});

describe("PATCH /account/addresses/{address} (extension)", () => {
  it("changes the fields given with the rules of create, and leaves the others as they are", async () => {
    const before = (await list()).find((a) => a.id === work)!;
    const res = await patch(work, { line1: "  9 Mill Lane ", city: "Leeds", postalCode: "LS1 4AP", countryCode: "gb", line2: "" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body).toEqual({
      data: { ...before, line1: "9 Mill Lane", line2: null, city: "Leeds", postalCode: "LS1 4AP", countryCode: "GB" },
    });
    expect((await list()).find((a) => a.id === work)).toEqual(res.body.data);
    // An empty body changes nothing and answers the address.
    expect(await patch(work, {})).toMatchObject({ status: 200, body: { data: res.body.data } });
  });

  it("makes the address the default (the previous default is unset), and refuses to unset the default directly", async () => {
    const res = await patch(work, { isDefault: true });
    expect(res.status).toBe(200);
    expect(res.body.data.isDefault).toBe(true);
    let book = await list();
    expect(book.filter((a) => a.isDefault).map((a) => a.id)).toEqual([work]);
    expect(book[0]!.id).toBe(work);

    const unset = await patch(work, { isDefault: false });
    const message = "This is your default address. Choose another address as the default instead.";
    expect(unset).toMatchObject({ status: 422, body: { message, errors: { isDefault: [message] }, code: "validation_failed" } });
    // false on an address that is not the default is simply no change.
    expect((await patch(home, { isDefault: false })).status).toBe(200);

    expect((await patch(home, { isDefault: true })).status).toBe(200);
    book = await list();
    expect(book.filter((a) => a.isDefault).map((a) => a.id)).toEqual([home]);
  });

  it("validates each field as create does, changing nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: "   " }, "firstName", "The first name field is required."],
      [{ firstName: null }, "firstName", "The first name field is required."],
      [{ lastName: "x".repeat(101) }, "lastName", "The last name field must not be greater than 100 characters."],
      [{ line1: 42 }, "line1", "The line1 field must be a string."],
      [{ postalCode: "1".repeat(21) }, "postalCode", "The postal code field must not be greater than 20 characters."],
      [{ countryCode: "XX" }, "countryCode", "The country code field must be a valid ISO 3166-1 alpha-2 country code."],
      [{ phone: "call me" }, "phone", phoneMessage],
      [{ phone: "12345" }, "phone", phoneMessage],
      [{ phone: "(415) 555-0132" }, "phone", phoneMessage],
      [{ isDefault: "yes" }, "isDefault", "The is default field must be a boolean."],
    ];
    const before = await list();
    for (const [body, field, message] of cases) {
      const res = await patch(home, body);
      expect({ body, status: res.status, answer: res.body }).toEqual({
        body,
        status: 422,
        answer: { message, errors: { [field]: [message] }, code: "validation_failed" },
      });
    }
    expect(await list()).toEqual(before);
  });

  it("answers 404 with the generic text for unknown, malformed, another customer's and another store's addresses", async () => {
    const alice = fixtures().demo.customers[0]!;
    const aliceToken = await loginAs(alice);
    const aliceBefore = await list(aliceToken);
    for (const id of [
      demoId("address", "alice", "home"),
      otherId("address", seedKey(fixtures().other.customers[0]!), "home"),
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
    ])
      expect(await patch(id, { city: "Nowhere" })).toMatchObject(notFound);
    expect(await list(aliceToken)).toEqual(aliceBefore);

    // Another store's customer cannot reach this customer's address either.
    const other = fixtures().other;
    const otherToken = await loginAs(other.customers[0]!, other);
    expect(await patch(home, { city: "Nowhere" }, otherToken)).toMatchObject(notFound);
    expect((await list()).find((a) => a.id === home)!.city).not.toBe("Nowhere");
  });

  it("needs an account token", async () => {
    await expectAccountAuth("PATCH", `/account/addresses/${home}`, { city: "Leeds" });
  });
});
