import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./admin.css";

export const metadata: Metadata = {
  title: { default: "Back office", template: "%s | Back office" },
  robots: { index: false, follow: false },
};

/** The back office: its own chrome (the root layout leaves out the storefront's for /admin, see proxy.ts). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
