import { describe, expect, it } from "vitest";
import { fixtures } from "../../support/fixtures";
import { api } from "../../support/http";

const demo = () => fixtures().demo;
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const commonText =
  "This password is one of the most common passwords, so it is among the first anyone would try. Try a longer password of three or four unrelated words, e.g. with a number or symbol between them.";

describe("the password rule on registration and reset", () => {
  it("registration refuses `password`, saying why and what would do, and creates nothing", async () => {
    const email = `weak-${run}@example.net`;
    const res = await api("POST", "/account/register", {
      token: demo().apiToken,
      body: { email, password: "password", firstName: "Nia", lastName: "Harbourne" },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: commonText, errors: { password: [commonText] }, code: "validation_failed" });
    const login = await api("POST", "/account/login", { token: demo().apiToken, body: { email, password: "password" } });
    expect(login.status).toBe(422);
  });

  it("registration refuses a guessable password and one built from the shopper's own name, with zxcvbn's reasons", async () => {
    for (const password of ["Password1", "qwertyuiop", "harbourne2024"]) {
      const res = await api("POST", "/account/register", {
        token: demo().apiToken,
        body: { email: `guessable-${run}@example.net`, password, firstName: "Nia", lastName: "Harbourne" },
      });
      expect({ password, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
        password,
        status: 422,
        fields: ["password"],
      });
      expect(res.body.errors.password[0]).toMatch(
        /^This password is (too easy to guess\.|one of the most common passwords,) .*Try a longer password/,
      );
    }
  });

  it("registration accepts a password people cannot guess", async () => {
    const res = await api("POST", "/account/register", {
      token: demo().apiToken,
      body: { email: `strong-${run}@example.net`, password: "Harbour-lantern-58", firstName: "Nia", lastName: "Harbourne" },
    });
    expect(res.status).toBe(201);
  });

  it("reset refuses `password` before looking at the link", async () => {
    const res = await api("POST", "/account/password/reset", {
      token: demo().apiToken,
      body: { email: "nobody@example.net", token: "x".repeat(43), password: "password" },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: commonText, errors: { password: [commonText] }, code: "validation_failed" });
  });
});
