import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerFor, fixtures } from "../../support/fixtures";
import { api, loginAs } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";

// The "other" store's settings: the demo store's billing tests run beside this file with the defaults.
let operator: string;
const path = "/operator/billing/settings";
const defaults = { retryDays: [1, 3, 5, 7], finalAction: "pause", reminderDays: 3 };
const retryError = "The retry days field must be up to 8 whole numbers of days from 1 to 60, each later than the one before.";

beforeAll(async () => {
  operator = await operatorToken(fixtures().other.tenantId);
});
afterAll(async () => {
  await api("PATCH", path, { token: operator, body: defaults });
});

describe("GET and PATCH /operator/billing/settings", () => {
  it("answers the store's schedule and changes only what is sent", async () => {
    expect(await api("GET", path, { token: operator })).toMatchObject({ status: 200, body: { data: defaults } });
    const changed = await api("PATCH", path, { token: operator, body: { retryDays: [2, 4], finalAction: "cancel" } });
    expect(changed).toMatchObject({ status: 200, body: { data: { retryDays: [2, 4], finalAction: "cancel", reminderDays: 3 } } });
    expect((await api("PATCH", path, { token: operator, body: { reminderDays: 0, retryDays: [] } })).body.data).toEqual({
      retryDays: [],
      finalAction: "cancel",
      reminderDays: 0,
    });
    expect((await api("GET", path, { token: operator })).body.data).toEqual({ retryDays: [], finalAction: "cancel", reminderDays: 0 });
    // The demo store's are its own.
    const demo = await api("GET", path, { token: await operatorToken(fixtures().demo.tenantId) });
    expect(demo.body.data).toEqual(defaults);
  });

  it("names each bad field and changes nothing", async () => {
    const before = (await api("GET", path, { token: operator })).body.data;
    // The list as a whole (order, length, type) is named on retryDays; one bad day on its place (retryDays.0).
    expect(await api("PATCH", path, { token: operator, body: { retryDays: [3, 1] } })).toMatchObject({
      status: 422,
      body: { errors: { retryDays: [retryError] } },
    });
    for (const retryDays of [[1, 2, 3, 4, 5, 6, 7, 8, 9], "1,3"]) {
      const res = await api("PATCH", path, { token: operator, body: { retryDays } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["retryDays"]);
    }
    for (const retryDays of [[0], [61], [1.5]]) {
      const res = await api("PATCH", path, { token: operator, body: { retryDays } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["retryDays.0"]);
    }
    expect(await api("PATCH", path, { token: operator, body: { finalAction: "delete" } })).toMatchObject({
      status: 422,
      body: { errors: { finalAction: ["The selected final action is invalid."] } },
    });
    expect(await api("PATCH", path, { token: operator, body: { reminderDays: 31 } })).toMatchObject({
      status: 422,
      body: { errors: { reminderDays: expect.any(Array) } },
    });
    expect(await api("PATCH", path, { token: operator, body: {} })).toMatchObject({ status: 422 });
    expect(await api("PATCH", path, { token: operator, body: { reminderDays: 2, extra: true } })).toMatchObject({ status: 422 });
    expect((await api("GET", path, { token: operator })).body.data).toEqual(before);
  });

  it("is for operators only", async () => {
    const account = await loginAs(customerFor("waitlist"));
    expect(await api("GET", path, { token: account })).toMatchObject({ status: 401 });
    expect(await api("PATCH", path, { token: fixtures().other.apiToken, body: { reminderDays: 1 } })).toMatchObject({ status: 401 });
  });
});
