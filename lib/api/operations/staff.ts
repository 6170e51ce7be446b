import { ForbiddenError } from "@/lib/errors/domain";
import { changeStaffPassword } from "@/lib/staff/change-staff-password";
import { createStaff } from "@/lib/staff/create-staff";
import { endStaffSession } from "@/lib/staff/end-staff-session";
import { listAuditLog } from "@/lib/staff/list-audit-log";
import { listStaff } from "@/lib/staff/list-staff";
import {
  auditLogPage,
  auditLogQuery,
  changeStaffPasswordInput,
  createStaffInput,
  operatorIdentity,
  staffList,
  staffIdParams,
  staffMessage,
  staffLoginInput,
  staffMemberResponse,
  staffSession,
  updateStaffInput,
} from "@/lib/staff/schemas";
import { staffLogin } from "@/lib/staff/staff-login";
import { updateStaff } from "@/lib/staff/update-staff";
import type { OperatorCaller } from "@/lib/auth/verify-token";
import { defineOperation, reply } from "../operation";

function sessionOf(operator: OperatorCaller) {
  if (!operator.staff)
    throw new ForbiddenError("This needs a staff member's back-office session, not a CLI operator token.").withCode(
      "staff_session_required",
    );
  return operator.staff;
}

/** The back office's staff: sign-in, the staff list, the audit log (docs/back-office.md). */
export const staffOperations = {
  createStaffSession: defineOperation({
    method: "POST",
    path: "/staff/sessions",
    token: "api",
    tag: "Back office",
    summary: "Sign a staff member in",
    description:
      "`{email, password}` of a staff member of the API token's store → 201 with a back-office session token (`sfs_…`, 12 hours), used as the operator credential (`Authorization: Bearer`) of the operator operations, with the staff member's role. Wrong credentials → 422 on `email` (the same answer for an unknown e-mail); five wrong passwords in a row lock the account for 15 minutes → 429 `staff_locked` with Retry-After; more than 5 tries a minute for one e-mail from one address → 429.",
    extension: true,
    status: 201,
    body: staffLoginInput,
    output: staffSession,
    rateLimit: "staff-login",
    idempotent: false,
    run: async ({ tenantId, body }) => reply(await staffLogin({ tenantId, input: body }), { status: 201 }),
  }),

  getOperatorIdentity: defineOperation({
    method: "GET",
    path: "/operator/me",
    token: "operator",
    tag: "Back office",
    summary: "Who the operator credential belongs to",
    description: "For a back-office session: the staff member and their role. For a CLI operator token: role `owner`, `staff` null.",
    extension: true,
    output: operatorIdentity,
    run: ({ operator }) =>
      Promise.resolve({
        data: {
          role: operator.role,
          staff: operator.staff
            ? {
                id: operator.staff.id,
                email: operator.staff.email,
                name: operator.staff.name,
                role: operator.staff.role,
                sessionExpiresAt: new Date(operator.staff.expiresAt * 1000).toISOString(),
              }
            : null,
        },
      }),
  }),

  endStaffSession: defineOperation({
    method: "DELETE",
    path: "/operator/me/session",
    token: "operator",
    tag: "Back office",
    summary: "Sign the staff member out",
    description:
      "Ends the calling back-office session; its token answers 401 from then on. A CLI operator token → 403 `staff_session_required`.",
    extension: true,
    output: staffMessage,
    errors: { 403: "Not a back-office session (`staff_session_required`)." },
    run: async ({ tenantId, operator }) => {
      await endStaffSession({ tenantId, sessionId: sessionOf(operator).sessionId });
      return { message: "Signed out." };
    },
  }),

  changeStaffPassword: defineOperation({
    method: "POST",
    path: "/operator/me/password",
    token: "operator",
    tag: "Back office",
    summary: "Change the signed-in staff member's password",
    description:
      "`{currentPassword, newPassword}` → 200; every other session of this staff member ends. A wrong current password → 422 on `currentPassword`; a weak new one → 422 on `newPassword`.",
    extension: true,
    body: changeStaffPasswordInput,
    output: staffMessage,
    rateLimit: "password-change",
    errors: { 403: "Not a back-office session (`staff_session_required`)." },
    run: async ({ tenantId, operator, body }) => {
      const staff = sessionOf(operator);
      await changeStaffPassword({ tenantId, staffId: staff.id, sessionId: staff.sessionId, input: body });
      return { message: "Password changed. Your other sessions were signed out." };
    },
  }),

  listStaff: defineOperation({
    method: "GET",
    path: "/operator/staff",
    token: "operator",
    tag: "Back office",
    summary: "The store's staff",
    description: "Every admin user: those who sign in (`canSignIn`) and those who only receive message notifications. Owners only.",
    extension: true,
    ownerOnly: true,
    output: staffList,
    run: async ({ tenantId }) => ({ data: await listStaff({ tenantId }) }),
  }),

  createStaff: defineOperation({
    method: "POST",
    path: "/operator/staff",
    token: "operator",
    tag: "Back office",
    summary: "Add a staff member",
    description:
      "`{email, name, password, role: owner|staff, notifyOnMessage?, avatar?}` → 201 (`avatar`: a URL or a path under the app, shown beside the member's name on the blog posts they sign). An admin user who only received notifications is given the password and role; one who can already sign in → 409 `staff_exists`. Owners only.",
    extension: true,
    ownerOnly: true,
    status: 201,
    body: createStaffInput,
    output: staffMemberResponse,
    errors: { 409: "A staff member with this e-mail can already sign in (`staff_exists`)." },
    run: async ({ tenantId, body }) => reply({ data: await createStaff({ tenantId, input: body }) }, { status: 201 }),
  }),

  updateStaff: defineOperation({
    method: "PATCH",
    path: "/operator/staff/{id}",
    token: "operator",
    tag: "Back office",
    summary: "Change a staff member's name, avatar, role or notifications",
    description:
      "Any of `name`, `avatar` (a URL or a path under the app; null removes it), `role`, `notifyOnMessage`. Demoting the store's last owner → 409 `last_owner`. Owners only.",
    extension: true,
    ownerOnly: true,
    params: staffIdParams,
    body: updateStaffInput,
    output: staffMemberResponse,
    errors: { 404: "Staff member not found.", 409: "The store must keep one owner who can sign in (`last_owner`)." },
    run: async ({ tenantId, params, body }) => ({ data: await updateStaff({ tenantId, staffId: params.id, input: body }) }),
  }),

  listAuditLog: defineOperation({
    method: "GET",
    path: "/operator/audit-log",
    token: "operator",
    tag: "Back office",
    summary: "The audit log",
    description:
      "Every write a staff member made through the operator operations, newest first: who, the operation, the path, the answer's status, the request (secrets redacted), the record before (when a read of the same path exists) and the answer after. `page`, `perPage` (1–100, default 50). Owners only.",
    extension: true,
    ownerOnly: true,
    query: auditLogQuery,
    output: auditLogPage,
    run: ({ tenantId, query }) => listAuditLog({ tenantId, ...query }),
  }),
};
