import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Reset your password" };

export default function ForgotPasswordPage() {
  return (
    <div className="auth-shell">
      <div className="card auth-card">
        <h1>Forgotten your password?</h1>
        <p className="muted">Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.</p>
        <ForgotPasswordForm />
        <p className="auth-footer">
          Remembered it? <Link href="/login">Sign in</Link>
        </p>
      </div>
    </div>
  );
}
