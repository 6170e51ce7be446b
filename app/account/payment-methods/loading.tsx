import { InlineSkeleton } from "@/components/ui/skeleton";

export default function Loading() {
  return (
    <div style={{ paddingTop: "2rem" }}>
      <InlineSkeleton rows={4} />
    </div>
  );
}
