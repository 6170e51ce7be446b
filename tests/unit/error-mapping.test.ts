import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConflictError, DomainError, InvalidInputError, NotFoundError, PaymentDeclinedError } from "@/lib/errors/domain";
import { parseInput } from "@/lib/http/body";
import { ApiError, attributeName, toApiError } from "@/lib/http/errors";

/** What the API answers for a body that fails the schema (lib/http/body.ts parseInput, as every route parses): 422. */
function validationOf(schema: z.ZodType, input: unknown): ApiError {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the input to fail");
}

const address = z.strictObject({
  firstName: z.string().min(1).max(50),
  postcode: z.string().min(5),
  email: z.email(),
  quantity: z.number().int().min(1).max(99),
  country: z.enum(["GB", "IE"]),
  lines: z.array(z.string()).min(1),
  returnUrl: z.url().optional(),
});
const valid = { firstName: "Ada", postcode: "SW1A 1AA", email: "ada@example.org", quantity: 1, country: "GB", lines: ["1 Road"] };

describe("zod issues → 422 {message, errors}", () => {
  it("names each field with Laravel-style messages", () => {
    const e = validationOf(address, {
      ...valid,
      firstName: "",
      postcode: "AB",
      email: "nope",
      quantity: 1.5,
      country: "FR",
      lines: [],
      returnUrl: "not a url",
    });
    expect(e.status).toBe(422);
    expect(e.body).toEqual({
      message: "The first name field is required. (and 6 more errors)",
      errors: {
        firstName: ["The first name field is required."],
        postcode: ["The postcode field must be at least 5 characters."],
        email: ["The email field must be a valid email address."],
        quantity: ["The quantity field must be an integer."],
        country: ["The selected country is invalid."],
        lines: ["The lines field must have at least 1 items."],
        returnUrl: ["The return url field must be a valid URL."],
      },
      code: "validation_failed",
    });
  });

  it("says required for a missing field, the type for a wrong one, and bounds for numbers and strings", () => {
    const { firstName: _omitted, ...rest } = valid;
    expect(validationOf(address, rest).body).toEqual({
      message: "The first name field is required.",
      errors: { firstName: ["The first name field is required."] },
      code: "validation_failed",
    });
    expect(validationOf(address, { ...valid, quantity: "2" }).body).toMatchObject({
      errors: { quantity: ["The quantity field must be a number."] },
    });
    expect(validationOf(address, { ...valid, quantity: 100 }).body).toMatchObject({
      errors: { quantity: ["The quantity field must not be greater than 99."] },
    });
    expect(validationOf(address, { ...valid, firstName: "x".repeat(51) }).body).toMatchObject({
      errors: { firstName: ["The first name field must not be greater than 50 characters."] },
    });
  });

  it("reports unknown fields, nested paths, and a body that is not an object", () => {
    expect(validationOf(address, { ...valid, admin: true }).body).toEqual({
      message: "Unknown field: admin.",
      errors: { body: ["Unknown field: admin."] },
      code: "validation_failed",
    });
    expect(validationOf(address, { ...valid, lines: ["ok", 3] }).body).toMatchObject({
      errors: { "lines.1": ["The lines.1 field must be a string."] },
    });
    expect(validationOf(address, null).body).toEqual({
      message: "The body field is required.",
      errors: { body: ["The body field is required."] },
      code: "validation_failed",
    });
  });

  it("counts one more error as singular", () => {
    const e = ApiError.validation({ a: ["First."], b: ["Second."] });
    expect(e.body).toEqual({ message: "First. (and 1 more error)", errors: { a: ["First."], b: ["Second."] }, code: "validation_failed" });
  });

  it("writes field names as words", () => {
    expect(attributeName("returnUrl")).toBe("return url");
    expect(attributeName("shipping_address")).toBe("shipping address");
    expect(attributeName("items.0.quantity")).toBe("items.0.quantity");
  });
});

describe("domain errors → status and body (toApiError)", () => {
  it.each([
    [new NotFoundError("Order not found."), 404, { message: "Order not found.", code: "not_found" }],
    [new ConflictError("This subscription is cancelled."), 409, { message: "This subscription is cancelled.", code: "conflict" }],
    [new PaymentDeclinedError("The card was declined."), 402, { message: "The card was declined.", code: "payment_declined" }],
    [
      new InvalidInputError({ quantity: ["The quantity field must be at least 1."] }),
      422,
      {
        message: "The quantity field must be at least 1.",
        errors: { quantity: ["The quantity field must be at least 1."] },
        code: "validation_failed",
      },
    ],
  ])("%s", (error, status, body) => {
    const e = toApiError(error);
    expect(e).toBeInstanceOf(ApiError);
    expect({ status: e.status, body: e.body, headers: e.headers }).toEqual({ status, body, headers: {} });
  });

  it("a domain error's code travels in the body; without one, the status's default code is added to the spec's shape", () => {
    expect(toApiError(new ConflictError("Sold out.").withCode("out_of_stock")).body).toEqual({
      message: "Sold out.",
      code: "out_of_stock",
    });
    expect(toApiError(new InvalidInputError({ code: ["Unknown code."] }).withCode("discount_not_applicable")).body).toEqual({
      message: "Unknown code.",
      errors: { code: ["Unknown code."] },
      code: "discount_not_applicable",
    });
    expect(toApiError(new ConflictError("Sold out.")).body).toEqual({ message: "Sold out.", code: "conflict" });
  });

  it("rethrows a domain error it has no mapping for, rather than guessing a status", () => {
    class Unmapped extends DomainError {}
    const error = new Unmapped("?");
    expect(() => toApiError(error)).toThrow(error);
  });

  it("429 and 503 carry Retry-After in whole seconds, at least 1", () => {
    expect(ApiError.tooManyRequests(0.2).headers).toEqual({ "Retry-After": "1" });
    expect(ApiError.tooManyRequests(41.3).headers).toEqual({ "Retry-After": "42" });
    expect(ApiError.unavailable()).toMatchObject({ status: 503, headers: { "Retry-After": "5" } });
  });
});
