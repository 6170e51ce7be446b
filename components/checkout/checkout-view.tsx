"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { AddressForm, AddressLines } from "@/components/account/address-book";
import { CardEngine } from "@/components/account/payment-methods";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { useAccountApi } from "@/hooks/use-api";
import { useAddresses } from "@/hooks/use-addresses";
import { useCart } from "@/hooks/use-cart";
import { usePlaceOrder } from "@/hooks/use-checkout";
import { useCartDestination } from "@/hooks/use-guest-checkout";
import { usePaymentMethods, useRefreshPaymentMethods, useStartPaymentSetup } from "@/hooks/use-payment-methods";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { DiscountCodes } from "@/components/cart/discount-codes";
import { OrderSummaryLines } from "./order-summary";
import { PointsControl } from "./points-control";
import { cartHasItems, summaryLinesOf } from "@/lib/storefront/format";
import type { PaymentSetup } from "@storefront/sdk";

const brandNames: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" };

export function CheckoutView() {
  const router = useRouter();
  const cart = useCart();
  const addresses = useAddresses();
  const methods = usePaymentMethods();
  const destination = useCartDestination();
  const place = usePlaceOrder();
  const start = useStartPaymentSetup();
  const refreshMethods = useRefreshPaymentMethods();
  const { token } = useAccountApi();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [setup, setSetup] = useState<PaymentSetup | null>(null);
  // One key per attempt at this cart: a double click or a retry after a lost answer places one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const chosenAddress = addresses.data?.find(
    (a) => a.id === (addressId ?? addresses.data?.find((x) => x.isDefault)?.id ?? addresses.data?.[0]?.id),
  );
  const chosenMethod = methods.data?.find((m) => m.id === (methodId ?? methods.data?.find((x) => x.default)?.id ?? methods.data?.[0]?.id));
  const data = cart.data;
  // The server prices the cart for the chosen address (PATCH /carts/{cartId}); the page shows its totals as answered.
  // The server keeps codes upper-case; a region that is not a short code (e.g. a county's name) is not sent.
  const wantCountry = chosenAddress?.countryCode.toUpperCase() ?? null;
  const rawRegion = chosenAddress?.region?.trim().toUpperCase() ?? "";
  const wantRegion = /^[A-Z0-9]{1,8}$/.test(rawRegion) ? rawRegion : null;
  const priced = !!data && !!wantCountry && data.shippingCountry === wantCountry && (data.shippingRegion ?? null) === wantRegion;
  const outsideMarket = destination.error instanceof ApiRequestError && destination.error.status === 422;
  const { mutate: setDestination, isPending: pricing, variables: lastAsked, data: lastAnswer } = destination;
  const cartId = data?.id;
  // The last answer priced this cart for this destination, yet the cart shown is not: an older answer replaced it.
  const answered =
    !!lastAnswer &&
    lastAnswer.id === cartId &&
    lastAnswer.shippingCountry === wantCountry &&
    (lastAnswer.shippingRegion ?? null) === wantRegion;
  useEffect(() => {
    if (!cartId || !wantCountry || priced || pricing) return;
    // Ask once per destination: a refused one (outside the cart's market) stays refused until the shopper chooses again.
    const asked =
      lastAsked?.cartId === cartId && lastAsked.shippingCountry === wantCountry && (lastAsked.shippingRegion ?? null) === wantRegion;
    if (asked && !answered) return;
    setDestination({ cartId, shippingCountry: wantCountry, shippingRegion: wantRegion });
  }, [cartId, wantCountry, wantRegion, priced, pricing, lastAsked, answered, setDestination]);
  const totals = priced ? data?.totals : null;

  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <h1 style={{ margin: 0 }}>Checkout</h1>
      <QueryState isPending={cart.isPending} error={cart.error} retry={() => void cart.refetch()} label="your cart" rows={4}>
        {!cartHasItems(data) ? (
          <EmptyState
            title="Your cart is empty"
            actions={
              <Link href="/" className="button">
                Continue shopping
              </Link>
            }
          >
            Add something to your cart before checking out.
          </EmptyState>
        ) : (
          <div className="checkout-layout">
            <div className="grid" style={{ gap: "1.5rem" }}>
              <section className="card card-body" aria-labelledby="address-title">
                <h2 id="address-title" style={{ fontSize: "1.2rem" }}>
                  Delivery address
                </h2>
                <QueryState
                  isPending={addresses.isPending}
                  error={addresses.error}
                  retry={() => void addresses.refetch()}
                  label="your addresses"
                >
                  {addresses.data?.length ? (
                    <ul className="choice-list">
                      {addresses.data.map((a) => (
                        <li key={a.id}>
                          <label>
                            <input
                              type="radio"
                              name="address"
                              value={a.id}
                              checked={chosenAddress?.id === a.id}
                              onChange={() => setAddressId(a.id)}
                            />
                            <AddressLines address={a} />
                          </label>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">No saved addresses yet.</p>
                  )}
                </QueryState>
                {addingAddress ? (
                  <AddressForm
                    onDone={(a) => {
                      setAddressId(a.id);
                      setAddingAddress(false);
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    style={{ marginTop: "0.75rem" }}
                    onClick={() => setAddingAddress(true)}
                  >
                    Add a new address
                  </button>
                )}
              </section>

              <section className="card card-body" aria-labelledby="payment-title">
                <h2 id="payment-title" style={{ fontSize: "1.2rem" }}>
                  Payment
                </h2>
                <QueryState isPending={methods.isPending} error={methods.error} retry={() => void methods.refetch()} label="your cards">
                  {methods.data?.length ? (
                    <ul className="choice-list">
                      {methods.data.map((m) => (
                        <li key={m.id}>
                          <label>
                            <input
                              type="radio"
                              name="card"
                              value={m.id}
                              checked={chosenMethod?.id === m.id}
                              onChange={() => setMethodId(m.id)}
                            />
                            <span>
                              {brandNames[m.cardType] ?? m.cardType} ending {m.cardLast4}
                              <span className="muted small">
                                {" "}
                                · expires {String(m.cardExpMonth).padStart(2, "0")}/{m.cardExpYear}
                              </span>
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="muted">No saved cards yet.</p>
                  )}
                </QueryState>
                {setup && token ? (
                  <CardEngine
                    setup={setup}
                    token={token}
                    onSaved={(m) => {
                      setSetup(null);
                      setMethodId(m.id);
                      void refreshMethods();
                    }}
                    onCancel={() => setSetup(null)}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    style={{ marginTop: "0.75rem" }}
                    disabled={start.isPending}
                    onClick={() => start.mutate({ subscriptionId: null }, { onSuccess: setSetup })}
                  >
                    Add a new card
                  </button>
                )}
                {start.error ? <Alert tone="error">{start.error.message}</Alert> : null}
              </section>
            </div>

            <aside className="card card-body" aria-labelledby="summary-title">
              <h2 id="summary-title" style={{ fontSize: "1.3rem" }}>
                Order summary
              </h2>
              <OrderSummaryLines lines={summaryLinesOf(data)} totals={totals} displaySubtotal={data.displaySubtotal} />
              <DiscountCodes cart={data} idPrefix="checkout" />
              {outsideMarket ? (
                <Alert tone="error">{destination.error?.message ?? "We do not deliver to this address's country in this market."}</Alert>
              ) : destination.error ? (
                <Alert tone="error">{destination.error.message}</Alert>
              ) : null}
              {/* Above Pay, where the total it lowers is read; it arrives with the balance and takes no room without one. */}
              <PointsControl cart={data} />
              {place.error ? <Alert tone="error">{place.error.message}</Alert> : null}
              <button
                type="button"
                className="button button-block"
                style={{ marginTop: "1rem" }}
                data-testid="place-order"
                disabled={!chosenAddress || !chosenMethod || !totals || pricing || place.isPending}
                onClick={() =>
                  chosenAddress &&
                  chosenMethod &&
                  place.mutate(
                    { cartId: data.id, shippingAddressId: chosenAddress.id, paymentMethodId: chosenMethod.id, idempotencyKey },
                    { onSuccess: (order) => router.push(`/checkout/confirmation/${encodeURIComponent(order.orderId)}`) },
                  )
                }
              >
                {place.isPending ? "Placing your order…" : totals ? `Pay ${totals.displayTotal}` : "Pay"}
              </button>
            </aside>
          </div>
        )}
      </QueryState>
    </div>
  );
}
