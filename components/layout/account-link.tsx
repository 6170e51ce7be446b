"use client";

import Link from "@/components/ui/link";
import { useSession } from "next-auth/react";
import { UserIcon } from "./icons";

export function AccountLink() {
  const { data: session, status } = useSession();
  const signedIn = status === "authenticated" && !!session?.accountToken;
  const first = session?.customer?.firstName;
  return (
    <Link href={signedIn ? "/account" : "/login"} className="icon-button" data-testid="account-link">
      <UserIcon />
      <span className="label">{signedIn ? (first ? `Hi, ${first}` : "Account") : "Sign in"}</span>
      {!signedIn ? null : <span className="sr-only">: your account</span>}
    </Link>
  );
}
