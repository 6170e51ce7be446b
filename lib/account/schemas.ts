import { z } from "zod";
import { isPhoneNumberFor, phoneNotValidForCountry } from "./phone-number";
import { maximumPasswordLength, minimumPasswordLength, passwordProblem } from "../auth/password-strength";

export const emailField = z
  .email()
  .max(255)
  .transform((v) => v.trim());

export const loginInput = z.object({
  email: emailField,
  password: z.string().min(1).max(1000),
});

/** A new password: length here; the strength rule (lib/auth/password-strength.ts) is checked with the shopper's details. */
export const newPasswordField = z.string().min(minimumPasswordLength).max(maximumPasswordLength);

/** Adds the password rule's refusal, worded by zxcvbn's feedback, under `field`. */
function refuseGuessable(field: string, password: string, userInputs: Array<string | null | undefined>, ctx: z.RefinementCtx) {
  // Type and length are the field's own checks (their messages come first); the rule judges the rest.
  if (typeof password !== "string" || password.length < minimumPasswordLength || password.length > maximumPasswordLength) return;
  const problem = passwordProblem(password, userInputs);
  if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
}

export const registerInput = z
  .object({
    email: emailField,
    password: newPasswordField,
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
  })
  .superRefine((v, ctx) => refuseGuessable("password", v.password, [v.email, v.firstName, v.lastName], ctx));

export const customerProfile = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string().meta({ format: "date-time" }),
});

/** GET and PATCH /account: `{data: profile}`. */
export const customerProfileResponse = z.object({ data: customerProfile });

export const authResponse = z.object({
  token: z.string(),
  tokenType: z.literal("Bearer"),
  expiresAt: z.string().meta({ format: "date-time" }),
  customer: customerProfile,
});

/** Whether the customer wants the store's news and offers by e-mail, and since when (null when they do not). */
export const marketingPreference = z.object({
  accepted: z.boolean(),
  at: z.string().meta({ format: "date-time" }).nullable(),
});
export const marketingPreferenceResponse = z.object({ data: marketingPreference });
/** PUT /account/marketing. */
export const setMarketingInput = z.strictObject({
  accepted: z.boolean({ error: "Say whether you want the store's news and offers: true or false." }),
});

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type CustomerProfile = z.infer<typeof customerProfile>;
export type MarketingPreference = z.infer<typeof marketingPreference>;
export type AuthResponse = z.infer<typeof authResponse>;

// ---- Saved addresses (GET/POST /account/addresses are extensions; DELETE /account/addresses/{address} is spec 4.13) ----

/** Codes that look like countries to Intl but are not places a parcel can go. */
const nonCountryCodes = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || nonCountryCodes.has(code)) return false;
  try {
    const name = regionNames.of(code);
    return !!name && name !== code && name !== "Unknown Region";
  } catch {
    return false;
  }
}

const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Optional free text: missing, null and "" are all stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const addressFields = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  company: optionalText(200),
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  region: optionalText(100),
  postalCode: requiredText(20),
  countryCode: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.toUpperCase())
    .refine(isCountryCode, { message: "The country code field must be a valid ISO 3166-1 alpha-2 country code." }),
  phone: optionalText(40),
  isDefault: z.boolean().optional().default(false),
});

/** POST /account/addresses: the phone, when given, must be a number of the address's country (libphonenumber-js). */
export const createAddressInput = addressFields.superRefine((value, ctx) => {
  if (value.phone !== null && isCountryCode(value.countryCode) && !isPhoneNumberFor(value.phone, value.countryCode))
    ctx.addIssue({ code: "custom", path: ["phone"], message: phoneNotValidForCountry });
});

export const address = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  countryCode: z.string().length(2),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string().meta({ format: "date-time" }),
});

export const addressList = z.object({ data: z.array(address) });
export const addressCreated = z.object({ data: address });
export const addressDeleted = z.object({ message: z.string() });

export type CreateAddressInput = z.infer<typeof createAddressInput>;
export type Address = z.infer<typeof address>;

// ---- Password reset (POST /account/password, POST /account/password/reset) ----

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** POST /account/password: ask for a reset link. `returnUrl` is the storefront's reset page (an allowed origin). */
export const passwordResetRequestInput = z.object({
  email: z.string().trim().min(1).max(255).pipe(z.email()),
  returnUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === "" || isHttpUrl(v), { message: "The return url field must be a valid URL." })
    .nullish()
    .transform((v) => v || null),
});

/** POST /account/password/reset (extension): complete a reset with the token from the e-mailed link. */
export const passwordResetInput = z
  .object({
    email: z.string().trim().min(1).max(255).pipe(z.email()),
    token: z.string().trim().min(1).max(512),
    password: newPasswordField,
  })
  .superRefine((v, ctx) => refuseGuessable("password", v.password, [v.email], ctx));

/**
 * POST /account/password/change (extension). The strength rule is checked by the operation with the
 * customer's own e-mail and names as known words (lib/account/change-password.ts).
 */
export const passwordChangeInput = z.object({
  currentPassword: z.string().min(1).max(1000),
  newPassword: newPasswordField,
});

/** The `{message}` body of both password operations. */
export const accountMessage = z.object({ message: z.string() });

export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;
export type PasswordResetInput = z.infer<typeof passwordResetInput>;
export type AccountMessage = z.infer<typeof accountMessage>;

// ---- Profile and address edits (PATCH /account, PATCH /account/addresses/{address}; extensions) ----

const phoneField = optionalText(40).refine((v) => v === null || /^\+?[0-9][0-9 ().-]{2,39}$/.test(v), {
  message: "The phone field must be a valid phone number.",
});

/** PATCH /account: any of the fields; a missing field stays as it is, `phone: null` or "" removes the number. */
export const updateProfileInput = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phone: phoneField,
  })
  .partial();

/**
 * PATCH /account/addresses/{address}: the create rules, every field optional; a missing field stays as it is (the
 * phone is checked against the country the address has after the change, lib/account/update-address.ts).
 */
export const updateAddressInput = addressFields.omit({ isDefault: true }).partial().extend({ isDefault: z.boolean().optional() });

export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
export type UpdateAddressInput = z.infer<typeof updateAddressInput>;
