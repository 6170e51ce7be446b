"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { useLogout } from "@/hooks/use-profile";

/** Revokes the account token (POST /account/logout), then ends the next-auth session. */
export function SignOutButton({ className }: { className?: string }) {
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  async function onClick() {
    setPending(true);
    try {
      await logout.mutateAsync();
    } catch {
      // An already revoked or expired token: the session still ends below.
    }
    // Not next-auth's own redirect: it names APP_URL's host, and a store on a domain of its own must stay on it.
    await signOut({ redirect: false });
    window.location.assign("/login?signedOut=1");
  }
  return (
    <button type="button" className={className} onClick={() => void onClick()} disabled={pending}>
      {pending ? "Signing out…" : "Sign out"}
    </button>
  );
}
