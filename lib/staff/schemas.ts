import { z } from "zod";
import { maximumPasswordLength, minimumPasswordLength, passwordProblem } from "../auth/password-strength";
import { emailField } from "../account/schemas";
import { staffRoles } from "../auth/staff-roles";
import { jsonObject } from "../json/schemas";
import { pageMeta } from "../pagination/schemas";

export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

const newStaffPassword = z.string().min(minimumPasswordLength).max(maximumPasswordLength);

function refuseGuessable(field: string, password: string, userInputs: Array<string | null | undefined>, ctx: z.RefinementCtx) {
  if (typeof password !== "string" || password.length < minimumPasswordLength || password.length > maximumPasswordLength) return;
  const problem = passwordProblem(password, userInputs);
  if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
}

/** A staff member's portrait: an absolute http(s) URL or a path under the app; null for none. */
const staffAvatar = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), {
    message: "The avatar must be a URL or a path starting with /.",
  })
  .nullable();

export const staffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  /** The portrait beside the member's name on the blog posts they sign (absolute URL), or null. */
  avatar: z.string().nullable(),
  role: staffRole,
  notifyOnMessage: z.boolean(),
  canSignIn: z.boolean(),
  createdAt: z.string().meta({ format: "date-time" }),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffMemberResponse = z.object({ data: staffMember });
export const staffList = z.object({ data: z.array(staffMember) });

export const staffLoginInput = z.object({
  email: emailField,
  password: z.string().min(1).max(1000),
});
export type StaffLoginInput = z.infer<typeof staffLoginInput>;

export const staffSession = z.object({
  token: z.string(),
  tokenType: z.literal("Bearer"),
  expiresAt: z.string().meta({ format: "date-time" }),
  staff: staffMember,
});
export type StaffSession = z.infer<typeof staffSession>;

export const createStaffInput = z
  .object({
    email: emailField,
    name: z.string().trim().min(1).max(100),
    password: newStaffPassword,
    role: staffRole,
    notifyOnMessage: z.boolean().default(false),
    avatar: staffAvatar.default(null),
  })
  .superRefine((v, ctx) => refuseGuessable("password", v.password, [v.email, v.name], ctx));
export type CreateStaffInput = z.infer<typeof createStaffInput>;

export const updateStaffInput = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    role: staffRole.optional(),
    notifyOnMessage: z.boolean().optional(),
    avatar: staffAvatar.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one of name, role, notifyOnMessage, avatar." });
export type UpdateStaffInput = z.infer<typeof updateStaffInput>;

export const changeStaffPasswordInput = z.object({
  currentPassword: z.string().min(1).max(1000),
  newPassword: newStaffPassword,
});
export type ChangeStaffPasswordInput = z.infer<typeof changeStaffPasswordInput>;

export const auditEntry = z.object({
  id: z.uuid(),
  actorEmail: z.string(),
  /** The staff member's name as it is now; null once they are removed. */
  actorName: z.string().nullable(),
  operationId: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  // `z.union([…, z.null()])` rather than `.nullable()`: the OpenAPI generator would make the shared JsonObject
  // component itself nullable.
  /** The request body, secrets redacted (an audited read's query); null for a write without one. */
  request: z.union([jsonObject, z.null()]),
  /** The record before the write (the answer of the GET at the same path); null for a write that creates or acts. */
  before: z.union([jsonObject, z.null()]),
  /** The write's answer, secrets redacted; for an audited read (a customer's record), only whose record it was. */
  after: z.union([jsonObject, z.null()]),
  createdAt: z.string().meta({ format: "date-time" }),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditLogPage = z.object({
  data: z.array(auditEntry),
  meta: pageMeta,
});

/** Who is calling: a back-office session's staff member or, for a CLI operator token, no one in particular. */
export const operatorIdentity = z.object({
  data: z.object({
    role: staffRole,
    staff: z
      .object({
        id: z.uuid(),
        email: z.string(),
        name: z.string(),
        role: staffRole,
        sessionExpiresAt: z.string().meta({ format: "date-time" }),
      })
      .nullable(),
  }),
});

export const staffMessage = z.object({ message: z.string() });

export const staffIdParams = z.object({ id: z.uuid() });
