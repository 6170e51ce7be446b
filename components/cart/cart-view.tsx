"use client";

import Link from "@/components/ui/link";
import { useSession } from "next-auth/react";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState, useHydrated } from "@/components/ui/query-state";
import { useCart, useReleaseTickets, useUpdateCartLine } from "@/hooks/use-cart";
import { useShippingRates } from "@/hooks/use-checkout";
import { cartHasItems, pluralise } from "@/lib/storefront/format";
import { Suspense } from "react";
import { PointsControl } from "@/components/checkout/points-control";
import { DiscountCodes } from "./discount-codes";
import { QuantityStepper } from "./quantity-stepper";
import { imageSources } from "@/components/product/image-sources";

const formatClock = (iso: string) => new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

const countryNames = new Intl.DisplayNames(["en-GB"], { type: "region" });

const money = (amount: number, currencyCode: string) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: currencyCode }).format(amount);

/**
 * Hydrated on its own, after the rest of the page and in slices that yield to the browser (the phone preset's
 * blocking time). The boundary sits inside this client component, so its content never waits for the server's
 * stream: the server's HTML always holds the whole cart.
 */
export function CartView() {
  return (
    <Suspense>
      <CartContents />
    </Suspense>
  );
}

function CartContents() {
  const cart = useCart();
  const update = useUpdateCartLine();
  const release = useReleaseTickets();
  const rates = useShippingRates();
  const { status } = useSession();
  const data = cart.data;
  const terms = rates.data?.find((r) => r.marketId === cart.data?.marketId);
  // Tax added on top needs the whole destination (a US state): until checkout has it, the total is an estimate.
  const taxPending =
    !!data && (data.totals.estimated || (!data.totals.taxIncluded && data.totals.taxLines.length === 0 && !data.shippingRegion));
  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <h1 style={{ margin: 0 }}>Your cart</h1>
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
      {release.error ? <Alert tone="error">{release.error.message}</Alert> : null}
      <QueryState isPending={cart.isPending} error={cart.error} retry={() => void cart.refetch()} label="your cart" rows={4}>
        {cartHasItems(data) ? (
          <div className="cart-layout">
            <ul className="card" style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label="Items in your cart">
              {data.lines.map((line) => (
                <li key={line.id} className="cart-line" data-testid="cart-line">
                  {line.image ? <img src={imageSources(line.image.path, 160).src} alt="" width={88} height={88} /> : <span />}
                  <div>
                    <h2 style={{ fontSize: "1.05rem", margin: "0 0 0.2rem" }}>
                      <Link href={`/products/${line.slug}`}>{line.name}</Link>
                    </h2>
                    <div className="muted small">{line.displayUnitPrice} each</div>
                    {line.discount > 0 ? (
                      <div className="small line-discount" data-testid="line-discount">
                        Discount −{money(line.discount, data.currencyCode)}
                      </div>
                    ) : null}
                    <div className="button-row" style={{ marginTop: "0.5rem", alignItems: "center" }}>
                      <QuantityStepper
                        label={`Quantity of ${line.name}`}
                        value={line.quantity}
                        max={99}
                        disabled={update.isPending}
                        onChange={(quantity) => update.mutate({ cartId: data.id, lineId: line.id, quantity })}
                      />
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        disabled={update.isPending}
                        onClick={() => update.mutate({ cartId: data.id, lineId: line.id, quantity: 0 })}
                      >
                        Remove<span className="sr-only"> {line.name}</span>
                      </button>
                    </div>
                  </div>
                  <strong data-testid="line-total">{line.displayLineTotal}</strong>
                </li>
              ))}
              {data.ticketLines.map((line) => (
                <li key={line.id} className="cart-line" data-testid="cart-ticket-line">
                  <span />
                  <div>
                    <h2 style={{ fontSize: "1.05rem", margin: "0 0 0.2rem" }}>
                      <Link href={`/events/${line.eventSlug}`}>{line.eventTitle}</Link>
                    </h2>
                    <div className="muted small">
                      {line.quantity} × {line.ticketType}, {line.displayUnitPrice} each ·{" "}
                      <time dateTime={line.startsAt}>{line.displayStartsAt}</time>
                    </div>
                    <div className="hold-note" data-expired={line.expired} data-testid="hold-note">
                      {line.expired ? (
                        <>
                          Hold expired: the seats are no longer kept. <Link href={`/events/${line.eventSlug}`}>Hold them again</Link>
                        </>
                      ) : (
                        <HeldUntil iso={line.holdExpiresAt} />
                      )}
                    </div>
                    <div className="button-row" style={{ marginTop: "0.5rem" }}>
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        disabled={release.isPending}
                        onClick={() => release.mutate({ cartId: data.id, lineId: line.id })}
                      >
                        Remove<span className="sr-only"> {line.eventTitle} tickets</span>
                      </button>
                    </div>
                  </div>
                  <strong data-testid="line-total">{line.displayLineTotal}</strong>
                </li>
              ))}
            </ul>
            <aside className="card card-body" aria-labelledby="summary-title">
              <h2 id="summary-title" style={{ fontSize: "1.3rem" }}>
                Order summary
              </h2>
              <ul className="summary-lines" data-testid="cart-totals">
                <li>
                  <span>Items</span>
                  <span data-testid="cart-item-count">{data.itemCount}</span>
                </li>
                <li>
                  <span>Subtotal</span>
                  <span data-testid="cart-subtotal">{data.totals.displaySubtotal}</span>
                </li>
                {data.totals.discountTotal > 0 ? (
                  <li>
                    <span>Discounts</span>
                    <span data-testid="cart-discount">−{data.totals.displayDiscountTotal}</span>
                  </li>
                ) : null}
                {data.totals.pointsValue > 0 ? (
                  <li>
                    <span>Points ({data.totals.pointsRedeemed.toLocaleString("en-GB")})</span>
                    <span data-testid="cart-points">−{data.totals.displayPointsValue}</span>
                  </li>
                ) : null}
                <li>
                  <span data-testid="cart-destination">
                    {data.totals.estimated || !data.shippingCountry
                      ? "Delivery (estimated)"
                      : `Delivery to ${countryNames.of(data.shippingCountry) ?? data.shippingCountry}`}
                  </span>
                  <span data-testid="cart-shipping">
                    {data.totals.shipping === 0 ? "Free" : data.totals.displayShipping}
                    {terms?.freeOver != null && data.totals.shipping > 0 ? (
                      <span className="muted small"> (free over {terms.displayFreeOver})</span>
                    ) : null}
                  </span>
                </li>
                {data.totals.taxLines.map((t) => (
                  <li key={`${t.name}-${t.rate}`} data-testid="cart-tax-line">
                    <span>
                      {data.totals.taxIncluded ? "Includes " : ""}
                      {t.name} {t.rate}%
                    </span>
                    <span>{t.displayAmount}</span>
                  </li>
                ))}
                {!data.totals.taxIncluded && data.totals.taxLines.length === 0 ? (
                  <li>
                    <span>Tax</span>
                    <span>{taxPending ? "Calculated at checkout" : data.totals.displayTaxTotal}</span>
                  </li>
                ) : null}
              </ul>
              <div className="summary-total">
                <span>Total{taxPending ? " (estimated)" : ""}</span>
                <strong data-testid="cart-total">{data.totals.displayTotal}</strong>
              </div>
              <DiscountCodes cart={data} idPrefix="cart" />
              {status === "authenticated" ? <PointsControl cart={data} /> : null}
              <p className="muted small" style={{ marginTop: "1rem" }}>
                {pluralise(data.itemCount, "item")} in your cart.
              </p>
              <Link href="/checkout" className="button button-block" data-testid="checkout-link">
                Checkout
              </Link>
            </aside>
          </div>
        ) : (
          <EmptyState
            title="Your cart is empty"
            actions={
              <>
                <Link href="/" className="button">
                  Continue shopping
                </Link>
                {status === "authenticated" ? (
                  <Link href="/account/orders" className="button button-ghost">
                    Buy a past order again
                  </Link>
                ) : null}
              </>
            }
          >
            Find something you love{status === "authenticated" ? ", or reorder from your order history" : ""}.
          </EmptyState>
        )}
      </QueryState>
    </div>
  );
}

/** The hold's end in the shopper's own clock: only once hydrated (the server does not know the shopper's time zone). */
function HeldUntil({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <>
      Seats held for you until <time dateTime={iso}>{formatClock(iso)}</time>
    </>
  ) : (
    <>Seats held for you for 15 minutes</>
  );
}
