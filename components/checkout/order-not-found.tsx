import Link from "@/components/ui/link";

/** What a guest sees when a link opens no order: no token, another order's, or an order that is not there. */
export function OrderNotFound() {
  return (
    <div className="grid" style={{ gap: "1rem" }}>
      <h1 style={{ margin: 0 }}>Order not found</h1>
      <p>
        This link does not open an order. Use the link in your order confirmation e-mail, or <Link href="/login">sign in</Link> to see your
        account&apos;s orders.
      </p>
    </div>
  );
}
