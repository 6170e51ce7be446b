import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { newStore } from "../settings/support";
import { picture, served, upload } from "./support";

describe("the store's logo and social image are media of its library (PATCH /operator/store)", { timeout: 120_000 }, () => {
  it("an owner sets them to the store's media: GET /operator/store answers the ids and their served URLs", async () => {
    const store = await newStore(["--country", "GB"]);
    const logo = (await upload(store.op, { bytes: await picture("png", 600, 200), name: "logo.png" }, { alt: "Logo" })).body.data;
    const social = (await upload(store.op, { bytes: await picture("jpeg", 1200, 630), name: "social.jpg" })).body.data;
    const set = await api("PATCH", "/operator/store", { token: store.op, body: { logo: logo.id, socialImage: social.id } });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ logo: logo.id, socialImage: social.id, logoUrl: logo.url, socialImageUrl: social.url });
    const read = await api("GET", "/operator/store", { token: store.op });
    expect(read.body.data).toEqual(set.body.data);
    expect((await served(read.body.data.logoUrl as string)).headers.get("content-type")).toBe("image/webp");
    const cleared = await api("PATCH", "/operator/store", { token: store.op, body: { logo: null } });
    expect(cleared.body.data).toMatchObject({ logo: null, logoUrl: null, socialImage: social.id, socialImageUrl: social.url });
  });

  it("refuses another store's media id, an unknown id or any other text (422 unknown_media naming the field), changing nothing", async () => {
    const store = await newStore(["--country", "GB"]);
    const other = await newStore(["--country", "FR"]);
    const foreign = (await upload(other.op, { bytes: await picture("png", 60, 60), name: "theirs.png" })).body.data;
    const own = (await upload(store.op, { bytes: await picture("png", 60, 60), name: "ours.png" })).body.data;
    expect((await api("PATCH", "/operator/store", { token: store.op, body: { logo: own.id } })).status).toBe(200);
    const before = (await api("GET", "/operator/store", { token: store.op })).body.data;

    const refused = await api("PATCH", "/operator/store", { token: store.op, body: { logo: foreign.id, name: "Renamed" } });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("unknown_media");
    expect(refused.body.errors).toEqual({ logo: ["The logo field must be the id of an image in the store's media library."] });
    const both = await api("PATCH", "/operator/store", {
      token: store.op,
      body: { logo: "00000000-0000-4000-8000-000000000000", socialImage: "media_social_1" },
    });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors).sort()).toEqual(["logo", "socialImage"]);
    expect((await api("GET", "/operator/store", { token: store.op })).body.data).toEqual(before);
    // The other store's settings are untouched by any of it.
    expect((await api("GET", "/operator/store", { token: other.op })).body.data).toMatchObject({ logo: null, logoUrl: null });
  });
});
