import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { currentStaff, loginCsrfToken } from "@/lib/admin/session";
import { getStorefrontTenant } from "@/lib/api/storefront-tenant";
import { AdminField, AdminForm } from "../_components/admin-form";
import { signIn } from "./actions";

export const metadata: Metadata = { title: "Sign in" };

export default async function AdminLoginPage() {
  if (await currentStaff()) redirect("/admin");
  const tenant = await getStorefrontTenant();
  return (
    <main className="admin-login">
      <div>
        <AdminForm action={signIn} csrfToken={loginCsrfToken()} submit="Sign in" label="Sign in to the back office">
          <h1>{tenant.name}</h1>
          <p className="admin-muted">Back office: sign in with your staff account.</p>
          <AdminField name="email" label="E-mail" type="email" required autoComplete="username" />
          <AdminField name="password" label="Password" type="password" required autoComplete="current-password" />
        </AdminForm>
      </div>
    </main>
  );
}
