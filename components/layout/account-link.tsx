"use client";

import Link from "@/components/ui/link";
import { useSession } from "next-auth/react";
import { UserIcon } from "./icons";

/** The header's account link; in the mobile menu (`inMenu`) a full-width row with its words always shown. */
export function AccountLink({ inMenu = false }: { inMenu?: boolean }) {
  const { data: session, status } = useSession();
  const signedIn = status === "authenticated" && !!session?.accountToken;
  const first = session?.customer?.firstName;
  if (inMenu)
    return (
      <Link href={signedIn ? "/account" : "/login"} className="menu-account" data-testid="menu-account-link">
        <UserIcon />
        <span>{signedIn ? "Your account" : "Sign in"}</span>
      </Link>
    );
  return (
    <Link href={signedIn ? "/account" : "/login"} className="icon-button" data-testid="account-link">
      <UserIcon />
      <span className="label">{signedIn ? (first ? `Hi, ${first}` : "Account") : "Sign in"}</span>
      {!signedIn ? null : <span className="sr-only">: your account</span>}
    </Link>
  );
}
