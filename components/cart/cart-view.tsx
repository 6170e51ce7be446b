"use client";

import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { useCart } from "@/hooks/use-orders";
import { pluralise } from "@/lib/storefront/format";

export function CartView() {
  const cart = useCart();
  const data = cart.data;
  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <h1 style={{ margin: 0 }}>Your cart</h1>
      <QueryState isPending={cart.isPending} error={cart.error} retry={() => void cart.refetch()} label="your cart" rows={4}>
        {data && data.lines.length ? (
          <div className="cart-layout">
            <ul className="card" style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label="Items in your cart">
              {data.lines.map((line) => (
                <li key={line.id} className="cart-line" data-testid="cart-line">
                  {line.image ? <img src={line.image.path} alt="" width={88} height={88} /> : <span />}
                  <div>
                    <h2 style={{ fontSize: "1.05rem", margin: "0 0 0.2rem" }}>
                      <Link href={`/products/${line.slug}`}>{line.name}</Link>
                    </h2>
                    <div className="muted small">
                      {line.displayUnitPrice} each · Qty {line.quantity}
                    </div>
                  </div>
                  <strong>{line.displayLineTotal}</strong>
                </li>
              ))}
            </ul>
            <aside className="card card-body" aria-labelledby="summary-title">
              <h2 id="summary-title" style={{ fontSize: "1.3rem" }}>
                Order summary
              </h2>
              <ul className="summary-lines">
                <li>
                  <span>Items</span>
                  <span>{data.itemCount}</span>
                </li>
                <li>
                  <span>Delivery</span>
                  <span>Calculated at checkout</span>
                </li>
              </ul>
              <div className="summary-total">
                <span>Subtotal</span>
                <strong data-testid="cart-subtotal">{data.displaySubtotal}</strong>
              </div>
              <p className="muted small" style={{ marginTop: "1rem" }}>
                {pluralise(data.itemCount, "item")} ready. Checkout opens soon in this demo shop: your cart is kept for when it does.
              </p>
              <button type="button" className="button button-block" disabled aria-disabled="true">
                Checkout coming soon
              </button>
            </aside>
          </div>
        ) : (
          <EmptyState title="Your cart is empty" actions={<><Link href="/" className="button">Continue shopping</Link><Link href="/account/orders" className="button button-ghost">Buy a past order again</Link></>}>
            Find something you love, or reorder from your order history.
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}
