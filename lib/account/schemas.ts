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
