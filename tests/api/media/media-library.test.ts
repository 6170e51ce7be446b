import { describe, expect, it } from "vitest";
import { api } from "../../support/http";
import { auditOf, newStaff, newStore } from "../settings/support";
import { picture, upload } from "./support";

describe("the media library: GET /operator/media, GET/PATCH /operator/media/{id}", { timeout: 120_000 }, () => {
  it("lists the store's images newest first, a page at a time; an owner changes an image's alt text", async () => {
    const store = await newStore(["--country", "GB"]);
    const ids: string[] = [];
    for (const width of [100, 110, 120]) {
      const res = await upload(store.op, { bytes: await picture("png", width, 50), name: `w${width}.png` }, { alt: `Width ${width}` });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id as string);
    }
    const page1 = await api("GET", "/operator/media?perPage=2", { token: store.op });
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(page1.body.meta).toEqual({ currentPage: 1, lastPage: 2, perPage: 2, total: 3 });
    const page2 = await api("GET", "/operator/media?perPage=2&page=2", { token: store.op });
    expect(page2.body.data.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect(page2.body.data[0]).toMatchObject({ width: 100, height: 50, alt: "Width 100", filename: "w100.png", mimeType: "image/png" });

    const changed = await api("PATCH", `/operator/media/${ids[0]}`, { token: store.op, body: { alt: " Our roastery at dawn " } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: ids[0], alt: "Our roastery at dawn", width: 100 });
    expect((await api("GET", `/operator/media/${ids[0]}`, { token: store.op })).body.data).toEqual(changed.body.data);
    const refused = await api("PATCH", `/operator/media/${ids[0]}`, { token: store.op, body: { alt: "x".repeat(501) } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(["alt"]);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect((await api("GET", `/operator/media/${id}`, { token: store.op })).status).toBe(404);
      expect((await api("PATCH", `/operator/media/${id}`, { token: store.op, body: { alt: "x" } })).status).toBe(404);
    }
  });

  it("staff read the library but may not upload or edit (403 owner_only); an owner's session upload is audited without the file's bytes", async () => {
    const store = await newStore(["--country", "GB"]);
    const staff = await newStaff(store, "staff");
    const owner = await newStaff(store, "owner");
    const mine = await upload(owner.token, { bytes: await picture("png", 90, 60), name: "owner.png" }, { alt: "By the owner" });
    expect(mine.status).toBe(201);
    const id = mine.body.data.id as string;
    expect((await api("GET", "/operator/media", { token: staff.token })).body.data.map((m: { id: string }) => m.id)).toEqual([id]);
    expect((await api("GET", `/operator/media/${id}`, { token: staff.token })).status).toBe(200);
    const staffUpload = await upload(staff.token, { bytes: await picture("png", 90, 60), name: "staff.png" });
    expect({ status: staffUpload.status, code: staffUpload.body.code }).toEqual({ status: 403, code: "owner_only" });
    const staffEdit = await api("PATCH", `/operator/media/${id}`, { token: staff.token, body: { alt: "Staff's words" } });
    expect({ status: staffEdit.status, code: staffEdit.body.code }).toEqual({ status: 403, code: "owner_only" });
    expect((await api("GET", "/operator/media", { token: store.op })).body.meta.total).toBe(1);

    expect((await api("PATCH", `/operator/media/${id}`, { token: owner.token, body: { alt: "Edited" } })).status).toBe(200);
    const lines = await auditOf(owner.token, owner.email);
    const uploaded = lines.find((l) => l.operationId === "uploadMedia") as unknown;
    expect(uploaded).toMatchObject({
      status: 201,
      request: { file: { filename: "owner.png", bytes: expect.any(Number) }, alt: "By the owner" },
      after: { data: { id, alt: "By the owner" } },
    });
    expect(JSON.stringify(uploaded)).not.toContain("iVBOR"); // no PNG bytes, as base64 or otherwise
    expect(lines.find((l) => l.operationId === "updateMedia")).toMatchObject({
      before: { data: { id, alt: "By the owner" } },
      after: { data: { id, alt: "Edited" } },
    });
  });

  it("another store's token sees none of it: 404 on read and edit, nothing changed, not in its list", async () => {
    const store = await newStore(["--country", "GB"]);
    const other = await newStore(["--country", "DE"]);
    const mine = await upload(store.op, { bytes: await picture("webp", 70, 70), name: "mine.webp" }, { alt: "Mine" });
    const id = mine.body.data.id as string;
    expect((await api("GET", `/operator/media/${id}`, { token: other.op })).status).toBe(404);
    const edit = await api("PATCH", `/operator/media/${id}`, { token: other.op, body: { alt: "Taken" } });
    expect({ status: edit.status, code: edit.body.code }).toEqual({ status: 404, code: "not_found" });
    expect((await api("GET", "/operator/media", { token: other.op })).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await api("GET", `/operator/media/${id}`, { token: store.op })).body.data.alt).toBe("Mine");
  });
});
