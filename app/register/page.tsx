import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { RegisterForm } from "@/components/auth/register-form";
import { getSession } from "@/lib/storefront/auth";
import { safeCallbackUrl } from "@/lib/storefront/safe-redirect";

export const metadata: Metadata = { title: "Create an account" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  if (await getSession()) redirect(callbackUrl);
  return (
    <div className="auth-shell">
      <div className="card auth-card">
        <h1>Create an account</h1>
        <p className="muted">Track orders, manage subscriptions and collect points on every order.</p>
        <RegisterForm callbackUrl={callbackUrl} />
        <p className="auth-footer">
          Already have an account? <Link href="/login">Sign in</Link>
        </p>
      </div>
    </div>
  );
}
