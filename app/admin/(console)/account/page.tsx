import type { Metadata } from "next";
import { requireStaff } from "@/lib/admin/session";
import { AdminField, AdminForm } from "../../_components/admin-form";
import { changePassword } from "../actions";

export const metadata: Metadata = { title: "Your account" };

export default async function AdminAccountPage() {
  const { staff, csrfToken } = await requireStaff();
  return (
    <>
      <h1>Your account</h1>
      <dl className="admin-dl">
        <dt>Name</dt>
        <dd>{staff.name}</dd>
        <dt>E-mail</dt>
        <dd>{staff.email}</dd>
        <dt>Role</dt>
        <dd>{staff.role}</dd>
        <dt>Session ends</dt>
        <dd>{new Date(staff.sessionExpiresAt).toUTCString()}</dd>
      </dl>
      <h2>Change password</h2>
      <AdminForm action={changePassword} csrfToken={csrfToken} submit="Change password" label="Change password">
        <AdminField name="currentPassword" label="Current password" type="password" required autoComplete="current-password" />
        <AdminField name="newPassword" label="New password" type="password" required autoComplete="new-password" />
      </AdminForm>
    </>
  );
}
