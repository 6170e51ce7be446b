import { describe, expect, it } from "vitest";
import { normaliseShortCode } from "@/lib/tickets/ticket-short-code";

describe("a ticket's short code as the door reads it (lib/tickets/ticket-short-code.ts)", () => {
  it("takes any case and spacing, with or without its dash", () => {
    expect(normaliseShortCode("k7pm-4qxd")).toBe("K7PM-4QXD");
    expect(normaliseShortCode(" K7PM 4QXD ")).toBe("K7PM-4QXD");
    expect(normaliseShortCode("K7PM4QXD")).toBe("K7PM-4QXD");
  });
  it("refuses anything else: other lengths, letters it never uses (0, O, 1, I, L, U), a full code", () => {
    for (const text of [
      "K7PM-4QX",
      "K7PM-4QXDD",
      "K7PM-4QX0",
      "K7PM-4QXO",
      "K7PM-4QX1",
      "K7PM-4QXI",
      "K7PM-4QXL",
      "K7PM-4QXU",
      "TK-abcdefgh",
      "",
    ])
      expect(normaliseShortCode(text), text).toBeNull();
  });
});
