import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getSession } from "@/lib/storefront/auth";
import { safeCallbackUrl } from "@/lib/storefront/safe-redirect";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getSession()) redirect(callbackUrl);
  const notice = params.reset
    ? { tone: "success" as const, text: "Your password has been changed. Sign in with your new password." }
    : params.expired
      ? { tone: "info" as const, text: "Your session has ended. Please sign in again." }
      : params.signedOut
        ? { tone: "success" as const, text: "You have signed out. See you soon!" }
        : params.callbackUrl
          ? { tone: "info" as const, text: "Please sign in to continue." }
          : undefined;
  const email = typeof params.email === "string" ? params.email : undefined;
  return (
    <div className="auth-shell">
      <div className="card auth-card">
        <h1>Sign in</h1>
        <p className="muted">Welcome back. Sign in to manage your subscriptions, orders and points.</p>
        <LoginForm callbackUrl={callbackUrl} notice={notice} defaultEmail={email} />
        <p className="auth-footer">
          New here?{" "}
          <Link href={`/register${params.callbackUrl ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`}>Create an account</Link>
        </p>
      </div>
    </div>
  );
}
