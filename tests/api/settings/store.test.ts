import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";
import { operatorToken } from "../../support/operator-tokens";
import { startReceiver } from "../../support/webhook-receiver";
import { auditOf, newStaff, newStore } from "./support";
import { webhookPayloads } from "@/lib/api/webhook-payloads";

const settings = {
  name: "Kaffeerösterei Berlin",
  contactEmail: "hallo@example.de",
  phone: "+49 30 1234567",
  address: { line1: "Torstraße 1", city: "Berlin", postalCode: "10119", countryCode: "de" },
  timezone: "Europe/Berlin",
  weightUnit: "g",
  guestCheckout: false,
};

describe("operator store settings: GET/PATCH /operator/store", { timeout: 120_000 }, () => {
  it("a new store has its name, its country's time zone and defaults; an owner changes them, sent as a settings.updated event", async () => {
    const store = await newStore(["--country", "DE"], "Rösterei");
    const receiver = await startReceiver();
    try {
      const hook = await api("POST", "/operator/webhooks", { token: store.op, body: { url: receiver.url, events: ["settings.updated"] } });
      expect(hook.status).toBe(201);
      const read = await api("GET", "/operator/store", { token: store.op });
      expect(read.body.data).toEqual({
        id: store.tenantId,
        slug: store.slug,
        name: "Rösterei",
        contactEmail: null,
        phone: null,
        address: null,
        tagline: null,
        announcement: null,
        logo: null,
        socialImage: null,
        logoUrl: null,
        socialImageUrl: null,
        timezone: "Europe/Berlin",
        weightUnit: "kg",
        guestCheckout: true,
        currencyCode: "EUR",
      });
      const changed = await api("PATCH", "/operator/store", { token: store.op, body: settings });
      expect(changed.status).toBe(200);
      const expected = {
        ...read.body.data,
        ...settings,
        address: { line1: "Torstraße 1", line2: null, city: "Berlin", region: null, postalCode: "10119", countryCode: "DE" },
      };
      expect(changed.body.data).toEqual(expected);
      expect((await api("GET", "/operator/store", { token: store.op })).body.data).toEqual(expected);
      await receiver.waitFor((hooks) => hooks.some((h) => h.body?.type === "settings.updated"));
      const event = receiver.received.find((h) => h.body?.type === "settings.updated")!;
      expect(event.body.data).toEqual({ section: "store", action: "updated", id: store.tenantId, record: expected });
      expect(webhookPayloads["settings.updated"].safeParse(event.body).error).toBeUndefined();
      // Clearing: null empties a field, the others stay (the logo and social image: tests/api/media/store-images.test.ts).
      const cleared = await api("PATCH", "/operator/store", { token: store.op, body: { address: null, logo: null, phone: "" } });
      expect(cleared.body.data).toMatchObject({ address: null, logo: null, phone: null, contactEmail: "hallo@example.de" });
    } finally {
      await receiver.close();
    }
  });

  it("refuses bad fields naming each, and changes nothing", async () => {
    const store = await newStore(["--country", "FI"]);
    const before = (await api("GET", "/operator/store", { token: store.op })).body.data;
    const res = await api("PATCH", "/operator/store", {
      token: store.op,
      body: { name: "", contactEmail: "not-mail", timezone: "Mars/Olympus", weightUnit: "stone", guestCheckout: "yes", colour: "red" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["body", "contactEmail", "guestCheckout", "name", "timezone", "weightUnit"].sort());
    const address = await api("PATCH", "/operator/store", {
      token: store.op,
      body: { address: { line1: "x", city: "y", postalCode: "1", countryCode: "XQ" } },
    });
    expect(Object.keys(address.body.errors)).toEqual(["address.countryCode"]);
    expect((await api("GET", "/operator/store", { token: store.op })).body.data).toEqual(before);
  });

  it("staff read but may not write (403 owner_only); owners' writes are audited with before and after; another store's token changes only its own", async () => {
    const store = await newStore(["--country", "CH"]);
    const staff = await newStaff(store, "staff");
    const owner = await newStaff(store, "owner");
    expect(await api("GET", "/operator/store", { token: staff.token })).toMatchObject({
      status: 200,
      body: { data: { timezone: "Europe/Zurich" } },
    });
    expect(await api("PATCH", "/operator/store", { token: staff.token, body: { name: "Staff's store" } })).toMatchObject({
      status: 403,
      body: { code: "owner_only" },
    });
    const before = (await api("GET", "/operator/store", { token: store.op })).body.data;
    expect(await api("PATCH", "/operator/store", { token: owner.token, body: { weightUnit: "lb" } })).toMatchObject({ status: 200 });
    const [line] = await auditOf(owner.token, owner.email);
    expect(line).toMatchObject({
      operationId: "updateStoreSettings",
      before: { data: { weightUnit: "kg" } },
      after: { data: { weightUnit: "lb" } },
    });

    const otherRead = await api("GET", "/operator/store", { token: await operatorToken(fixtures().other.tenantId) });
    expect(otherRead.body.data.id).toBe(fixtures().other.tenantId);
    expect((await api("GET", "/operator/store", { token: store.op })).body.data).toEqual({ ...before, weightUnit: "lb" });
  });
});
