import type { Metadata } from "next";
import { AddressBook } from "@/components/account/address-book";
import { requireSession } from "@/lib/storefront/auth";

export const metadata: Metadata = { title: "Addresses" };

export default async function AddressesPage() {
  await requireSession("/account/addresses");
  return <AddressBook />;
}
