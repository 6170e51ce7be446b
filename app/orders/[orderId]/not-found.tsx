import Link from "@/components/ui/link";

/** The guest order page's 404: no token, or a token that opens no order. */
export default function GuestOrderNotFound() {
  return (
    <div className="container section-tight">
      <div className="grid" style={{ gap: "1rem" }}>
        <h1 style={{ margin: 0 }}>Order not found</h1>
        <p>
          This link does not open an order. Use the link in your order confirmation e-mail, or <Link href="/login">sign in</Link> to see
          your account&apos;s orders.
        </p>
      </div>
    </div>
  );
}
