import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { InvalidInputError } from "@/lib/errors/domain";
import { decodeCursor, encodeCursor } from "@/lib/pagination/cursor";

describe("list cursors (lib/pagination/cursor.ts)", () => {
  it("decode gives back what encode took, and the cursor is base64url", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), (values) => {
        const cursor = encodeCursor(values);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeCursor(cursor, values.length)).toEqual(values);
      }),
    );
  });

  it("refuses a cursor the list did not give out with 422 naming `cursor`", () => {
    const b64 = (text: string) => Buffer.from(text).toString("base64url");
    for (const cursor of ["", "not a cursor", "%%%", b64("not json"), b64("{}"), b64("[1, 2]"), b64('["a"]'), b64('["a", {"b": 1}]')]) {
      const refusal = (() => {
        try {
          decodeCursor(cursor, 2);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(InvalidInputError);
      expect(Object.keys((refusal as InvalidInputError).errors)).toEqual(["cursor"]);
    }
  });
});
