import type { Metadata } from "next";
import { ProfileSettings } from "@/components/account/profile-settings";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Profile and password" };

export default async function ProfilePage() {
  await requireSession("/account/profile");
  return <ProfileSettings />;
}
