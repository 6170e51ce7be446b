import { beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { demoId, expectAccountAuth, isoSecondsPattern, otherId, seedIndex, seedKey, uuidPattern } from "../../support/account";

const phoneMessage = "The phone field must be a valid phone number for the address's country (or an international number starting with +).";

const notFound = { status: 404, body: { message: "No query results for model.", code: "not_found" } };

const valid = {
  firstName: "  Rosa ",
  lastName: "Diaz",
  company: "Brew & Co",
  line1: "7 Mill Lane",
  line2: "",
  city: "Leeds",
  region: "West Yorkshire",
  postalCode: "LS1 4AP",
  countryCode: "gb",
  phone: "+44 113 496 0123",
};

let token: string;
let aliceToken: string;
let otherAliceToken: string;
const customer = customerFor("addresses");

async function list(t = token) {
  const res = await api("GET", "/account/addresses", { token: t });
  expect(res.status).toBe(200);
  return res.body.data as Array<Record<string, unknown> & { id: string; isDefault: boolean }>;
}

beforeAll(async () => {
  token = await loginAs(customer);
  aliceToken = await loginAs(fixtures().demo.customers[0]!);
  otherAliceToken = await loginAs(fixtures().other.customers[0]!, fixtures().other);
});

describe("GET /account/addresses (extension)", () => {
  it("lists the seeded addresses field by field, the default first", async () => {
    const res = await api("GET", "/account/addresses", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Object.keys(res.body)).toEqual(["data"]);
    const key = seedKey(customer);
    const i = seedIndex(customer);
    const [home, work] = res.body.data;
    expect(home).toEqual({
      id: demoId("address", key, "home"),
      firstName: "Test",
      lastName: `Customer ${i - 1}`,
      company: null,
      line1: `${12 + i} Harbour Street`,
      line2: null,
      city: "Bristol",
      region: null,
      postalCode: "BS1 4RN",
      countryCode: "GB",
      phone: "+44 117 496 0000",
      isDefault: true,
      createdAt: expect.stringMatching(isoSecondsPattern),
    });
    expect(work).toEqual({
      id: demoId("address", key, "work"),
      firstName: "Test",
      lastName: `Customer ${i - 1}`,
      company: "Acme Studio",
      line1: "3 Queen Square",
      line2: "Floor 2",
      city: "Bath",
      region: null,
      postalCode: "BA1 2HN",
      countryCode: "GB",
      phone: null,
      isDefault: false,
      createdAt: expect.stringMatching(isoSecondsPattern),
    });
    expect(res.body.data).toHaveLength(2);
  });

  it("needs an account token", async () => {
    await expectAccountAuth("GET", "/account/addresses");
  });

  it("never shows another customer's or another tenant's addresses", async () => {
    const mine = (await list()).map((a) => a.id);
    const alice = (await list(aliceToken)).map((a) => a.id);
    const otherAlice = (await list(otherAliceToken)).map((a) => a.id);
    expect(alice).toContain(demoId("address", "alice", "home"));
    expect(otherAlice).toContain(otherId("address", "alice", "home"));
    for (const id of [...alice, ...otherAlice]) expect(mine).not.toContain(id);
  });
});

describe("POST /account/addresses (extension)", () => {
  it("saves a valid address with 201, trimmed, the country upper-cased, empty optionals as null", async () => {
    const res = await api("POST", "/account/addresses", { token, body: valid });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(uuidPattern),
      firstName: "Rosa",
      lastName: "Diaz",
      company: "Brew & Co",
      line1: "7 Mill Lane",
      line2: null,
      city: "Leeds",
      region: "West Yorkshire",
      postalCode: "LS1 4AP",
      countryCode: "GB",
      phone: "+44 113 496 0123",
      isDefault: false,
      createdAt: expect.stringMatching(isoSecondsPattern),
    });
    const all = await list();
    expect(all.find((a) => a.id === res.body.data.id)).toEqual(res.body.data);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("accepts only the required fields", async () => {
    const res = await api("POST", "/account/addresses", {
      token,
      body: { firstName: "Min", lastName: "Imal", line1: "1 Road", city: "Paris", postalCode: "75001", countryCode: "FR" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ company: null, line2: null, region: null, phone: null, isDefault: false, countryCode: "FR" });
    expect((await api("DELETE", `/account/addresses/${res.body.data.id}`, { token })).status).toBe(200);
  });

  it("makes a new default address the only default", async () => {
    const res = await api("POST", "/account/addresses", { token, body: { ...valid, line1: "9 New Default Road", isDefault: true } });
    expect(res.status).toBe(201);
    expect(res.body.data.isDefault).toBe(true);
    const all = await list();
    expect(all[0]!.id).toBe(res.body.data.id);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([res.body.data.id]);
    expect(all.find((a) => a.id === demoId("address", seedKey(customer), "home"))!.isDefault).toBe(false);
  });

  it("answers a missing body with 422 naming the first missing field", async () => {
    const res = await api("POST", "/account/addresses", { token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "The first name field is required. (and 5 more errors)",
      errors: {
        firstName: ["The first name field is required."],
        lastName: ["The last name field is required."],
        line1: ["The line1 field is required."],
        city: ["The city field is required."],
        postalCode: ["The postal code field is required."],
        countryCode: ["The country code field is required."],
      },
      code: "validation_failed",
    });
  });

  it("validates each field", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: "   " }, "firstName", "The first name field is required."],
      [{ firstName: "x".repeat(101) }, "firstName", "The first name field must not be greater than 100 characters."],
      [{ line1: 42 }, "line1", "The line1 field must be a string."],
      [{ postalCode: "1".repeat(21) }, "postalCode", "The postal code field must not be greater than 20 characters."],
      [{ countryCode: "XX" }, "countryCode", "The country code field must be a valid ISO 3166-1 alpha-2 country code."],
      [{ countryCode: "GBR" }, "countryCode", "The country code field must be a valid ISO 3166-1 alpha-2 country code."],
      [{ countryCode: "EU" }, "countryCode", "The country code field must be a valid ISO 3166-1 alpha-2 country code."],
      [{ phone: "call me" }, "phone", phoneMessage],
      [{ phone: "12345" }, "phone", phoneMessage],
      [{ phone: "(415) 555-0132" }, "phone", phoneMessage],
      [{ company: "c".repeat(201) }, "company", "The company field must not be greater than 200 characters."],
      [{ isDefault: "yes" }, "isDefault", "The is default field must be a boolean."],
    ];
    const before = (await list()).length;
    for (const [patch, field, message] of cases) {
      const res = await api("POST", "/account/addresses", { token, body: { ...valid, ...patch } });
      expect({ patch, status: res.status, body: res.body }).toEqual({
        patch,
        status: 422,
        body: { message, errors: { [field]: [message] }, code: "validation_failed" },
      });
    }
    expect((await list()).length).toBe(before);
  });

  it("answers malformed JSON with 400 and a non-object body with 422", async () => {
    const bad = await api("POST", "/account/addresses", { token, rawBody: "{oops" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "The request body is not valid JSON.", code: "invalid_json" });
    const arr = await api("POST", "/account/addresses", { token, body: [valid] });
    expect(arr.status).toBe(422);
    expect(arr.body.errors).toEqual({ body: ["The body field must be an object."] });
  });

  it("needs an account token", async () => {
    await expectAccountAuth("POST", "/account/addresses", valid);
  });
});

describe("DELETE /account/addresses/{address}", () => {
  it("deletes the caller's address", async () => {
    const created = await api("POST", "/account/addresses", { token, body: { ...valid, line1: "To be deleted" } });
    const id = created.body.data.id as string;
    const res = await api("DELETE", `/account/addresses/${id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Address deleted." });
    expect((await list()).map((a) => a.id)).not.toContain(id);
    const again = await api("DELETE", `/account/addresses/${id}`, { token });
    expect({ status: again.status, body: again.body }).toEqual(notFound);
  });

  it("promotes the newest remaining address when the default is deleted", async () => {
    const def = await api("POST", "/account/addresses", { token, body: { ...valid, line1: "Default to delete", isDefault: true } });
    const newest = await api("POST", "/account/addresses", { token, body: { ...valid, line1: "Newest" } });
    const res = await api("DELETE", `/account/addresses/${def.body.data.id}`, { token });
    expect(res.status).toBe(200);
    const all = await list();
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([newest.body.data.id]);
    expect(all[0]!.id).toBe(newest.body.data.id);
  });

  it("answers unknown, malformed, another customer's and another tenant's ids with the same generic 404", async () => {
    const ids = [
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      "1",
      "' or 1=1 --",
      demoId("address", "alice", "home"),
      otherId("address", "alice", "home"),
      otherId("address", seedKey(customer), "home"),
    ];
    for (const id of ids) {
      const res = await api("DELETE", `/account/addresses/${encodeURIComponent(id)}`, { token });
      expect({ id, status: res.status, body: res.body }).toEqual({ id, ...notFound });
      expect(res.text).not.toContain(id);
    }
    // Never changed: the owners still have them.
    expect((await list(aliceToken)).map((a) => a.id)).toContain(demoId("address", "alice", "home"));
    expect((await list(otherAliceToken)).map((a) => a.id)).toContain(otherId("address", "alice", "home"));
  });

  it("does not let another tenant's customer delete this customer's address", async () => {
    const mine = demoId("address", seedKey(customer), "work");
    const res = await api("DELETE", `/account/addresses/${mine}`, { token: otherAliceToken });
    expect({ status: res.status, body: res.body }).toEqual(notFound);
    expect((await list()).map((a) => a.id)).toContain(mine);
  });

  it("needs an account token", async () => {
    const mine = demoId("address", seedKey(customer), "work");
    await expectAccountAuth("DELETE", `/account/addresses/${mine}`);
    expect((await list()).map((a) => a.id)).toContain(mine);
  });

  it("answers other methods on an address with 405", async () => {
    const res = await api("GET", `/account/addresses/${demoId("address", seedKey(customer), "work")}`, { token });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("PATCH, DELETE, OPTIONS");
  });
});

describe("address limit", () => {
  it("refuses more than 50 addresses with 422, and accepts one again after a delete", async () => {
    let count = (await list()).length;
    let lastId = "";
    while (count < 50) {
      const res = await api("POST", "/account/addresses", { token, body: { ...valid, line1: `Filler ${count}` } });
      expect(res.status).toBe(201);
      lastId = res.body.data.id;
      count++;
    }
    const over = await api("POST", "/account/addresses", { token, body: valid });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      message: "You can save at most 50 addresses. Delete one before adding another.",
      errors: { address: ["You can save at most 50 addresses. Delete one before adding another."] },
      code: "validation_failed",
    });
    expect((await list()).length).toBe(50);
    expect((await api("DELETE", `/account/addresses/${lastId}`, { token })).status).toBe(200);
    expect((await api("POST", "/account/addresses", { token, body: valid })).status).toBe(201);
  });

  it("holds the limit under concurrent creates", async () => {
    // Free three places, then race five creates: exactly three get in, never a 51st address.
    const spare = (await list()).filter((a) => !a.isDefault).slice(0, 3);
    for (const a of spare) expect((await api("DELETE", `/account/addresses/${a.id}`, { token })).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 5 }, () => api("POST", "/account/addresses", { token, body: valid })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 422, 422]);
    const all = await list();
    expect(all.length).toBe(50);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
