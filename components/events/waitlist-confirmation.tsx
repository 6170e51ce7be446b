"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/alert";
import { useStorefrontApi } from "@/hooks/use-api";
import type { WaitlistEntry } from "@storefront/sdk";

const noSubscribe = () => () => {};

/** A waitlist confirmation link (`?confirm=…` from the join's mail): its token. */
function useConfirmToken(): string | null {
  const search = useSyncExternalStore(
    noSubscribe,
    () => window.location.search,
    () => "",
  );
  return useMemo(() => new URLSearchParams(search).get("confirm"), [search]);
}

/**
 * Confirms a waitlist entry from its mail's link (POST /events/{slug}/waitlist/confirm) and says so: from then on the
 * entry has its place in line and is offered seats when they come free. Confirming twice changes nothing.
 */
export function WaitlistConfirmation({ slug }: { slug: string }) {
  const api = useStorefrontApi();
  const token = useConfirmToken();
  const confirm = useQuery({
    queryKey: ["waitlist-confirm", slug, token],
    queryFn: async (): Promise<WaitlistEntry> =>
      (await api.POST("/events/{slug}/waitlist/confirm", { params: { path: { slug } }, body: { token: token ?? "" } })).data.data,
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  if (token === null) return null;
  if (confirm.isPending) return <p className="muted">Confirming your place on the waitlist…</p>;
  if (confirm.isError)
    return (
      <div role="alert" data-testid="waitlist-confirm-failed">
        <Alert tone="error">{confirm.error.message}</Alert>
      </div>
    );
  const entry = confirm.data;
  return (
    <div role="status" data-testid="waitlist-confirmed">
      <Alert tone="success">
        <p>
          Your e-mail is confirmed.{" "}
          {entry.status === "offered"
            ? `Seats came free: we have written to ${entry.email} with a link that keeps them for you.`
            : entry.position
              ? `You are number ${entry.position} in line for ${entry.quantity} ${entry.quantity === 1 ? "seat" : "seats"}; we will write to ${entry.email} when seats come free.`
              : "Your waitlist place is kept."}
        </p>
      </Alert>
    </div>
  );
}
