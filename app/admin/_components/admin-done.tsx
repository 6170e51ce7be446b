"use client";

import { useSearchParams } from "next/navigation";
import { doneMessage } from "@/lib/admin/done";

/** The sentence of `?done=<key>` after a write whose form went away (lib/admin/done.ts). */
export function AdminDone() {
  const message = doneMessage(useSearchParams().get("done"));
  if (!message) return null;
  return (
    <p className="admin-notice ok" role="status">
      {message}
    </p>
  );
}
