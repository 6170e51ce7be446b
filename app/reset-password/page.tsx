import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Alert } from "@/components/ui/alert";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token : "";
  const email = typeof params.email === "string" ? params.email : "";
  return (
    <div className="auth-shell">
      <div className="card auth-card">
        <h1>Choose a new password</h1>
        {token ? (
          <>
            <p className="muted">Pick a new password for your account. The link in your e-mail works once.</p>
            <ResetPasswordForm email={email} token={token} />
          </>
        ) : (
          <Alert tone="error" title="This link is incomplete">
            <p>
              Open the link from your e-mail again, or <Link href="/forgot-password">request a new one</Link>.
            </p>
          </Alert>
        )}
      </div>
    </div>
  );
}
