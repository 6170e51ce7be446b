import type { Metadata } from "next";
import { DoorCheckIn } from "@/components/events/door-check-in";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Door check-in", robots: { index: false } };

/** For door staff: checks tickets in with an operator token (POST /operator/tickets/check-in from the browser). */
export default function DoorPage() {
  return (
    <div className="container" style={{ maxWidth: "40rem" }}>
      <PageHeader
        title="Door check-in"
        crumbs={[{ href: "/events", label: "Events" }, { label: "Door check-in" }]}
        lede="Scan a ticket's QR code into the code field (a scanner types it), or type the code under the QR code."
      />
      <DoorCheckIn />
    </div>
  );
}
