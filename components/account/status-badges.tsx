const orderTones: Record<string, string> = {
  fulfilled: "badge-green",
  paid: "badge-accent",
  pending: "badge-grey",
  pending_payment: "badge-grey",
  partially_refunded: "badge-accent",
  refunded: "badge-grey",
  cancelled: "badge-red",
};
const subscriptionTones: Record<string, string> = {
  active: "badge-green",
  past_due: "badge-red",
  paused: "badge-accent",
  cancelled: "badge-red",
};

export function OrderStatus({ status }: { status: string }) {
  return <span className={`badge ${orderTones[status] ?? ""}`}>{status.replace(/_/g, " ")}</span>;
}

export function SubscriptionStatus({ status }: { status: string }) {
  return <span className={`badge ${subscriptionTones[status] ?? ""}`}>{status.replace(/_/g, " ")}</span>;
}
