import { z } from "zod";

/** An e-mail address a shopper types (guest checkout, a waitlist): trimmed, at most 254 characters, valid. */
export const emailInput = z
  .string({ error: "The email field is required." })
  .trim()
  .max(254, { error: "The email field must not be longer than 254 characters." })
  .pipe(z.email({ error: "The email field must be a valid email address." }));
