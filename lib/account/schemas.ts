import { z } from "zod";

export const emailField = z.email().max(255).transform((v) => v.trim());

export const loginInput = z.object({
  email: emailField,
  password: z.string().min(1).max(1000),
});

export const registerInput = z.object({
  email: emailField,
  password: z.string().min(8).max(200),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});

export const customerProfile = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
});

export const authResponse = z.object({
  token: z.string(),
  tokenType: z.literal("Bearer"),
  expiresAt: z.string(),
  customer: customerProfile,
});

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type CustomerProfile = z.infer<typeof customerProfile>;
export type AuthResponse = z.infer<typeof authResponse>;

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
export const passwordResetInput = z.object({
  email: z.string().trim().min(1).max(255).pipe(z.email()),
  token: z.string().trim().min(1).max(512),
  password: z.string().min(8).max(200),
});

/** The `{message}` body of both password operations. */
export const accountMessage = z.object({ message: z.string() });

export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;
export type PasswordResetInput = z.infer<typeof passwordResetInput>;
export type AccountMessage = z.infer<typeof accountMessage>;
