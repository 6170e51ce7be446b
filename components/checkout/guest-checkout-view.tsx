"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { countries, countryName } from "@/components/account/address-book";
import { engineOnThisOrigin } from "@/components/account/payment-methods";
import { Alert } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField, TextField } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { addressFormat } from "@/components/address/address-format";
import { RegionField } from "@/components/address/region-field";
import { useCart } from "@/hooks/use-cart";
import { useShippingRates } from "@/hooks/use-checkout";
import { useMarket } from "@/hooks/use-market";
import { readCountryChoice } from "@/hooks/use-cart-market";
import { useCartDestination, useGuestPaymentSetup, usePlaceGuestOrder, type GuestCheckoutBody } from "@/hooks/use-guest-checkout";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { DiscountCodes } from "@/components/cart/discount-codes";
import { OrderSummaryLines } from "./order-summary";
import { cartHasItems, summaryLinesOf } from "@/lib/storefront/format";

type TokenResult = { token: string; card: { brand: string; last4: string } };
type GuestEngineHandle = { submit(): Promise<TokenResult>; unmount(): void };
type GuestEngine = {
  mount(
    target: Element,
    options: { identifier: string; mode: "token"; hideSubmit: boolean; onError?: (error: { message: string }) => void },
  ): GuestEngineHandle;
};

/** Loads the provider's client script from the setup's engineUrl (once per URL). */
function loadEngine(url: string): Promise<GuestEngine> {
  const existing = (window as unknown as { SandboxPayments?: GuestEngine }).SandboxPayments;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = engineOnThisOrigin(url);
    script.async = true;
    script.addEventListener("load", () => {
      const engine = (window as unknown as { SandboxPayments?: GuestEngine }).SandboxPayments;
      if (engine) resolve(engine);
      else reject(new Error("The payment provider did not load."));
    });
    script.addEventListener("error", () => reject(new Error("The payment provider could not be reached. Please try again.")));
    document.head.appendChild(script);
  });
}

const fieldOf = (key: string) => key.replace(/^shippingAddress\./, "").replace(/^payment\..*/, "card");

/** The form's fields top to bottom: errors are reported, and the first one focused, in this order. */
const fieldOrder = ["email", "firstName", "lastName", "line1", "line2", "city", "region", "postalCode", "countryCode", "phone", "card"];

/** The required fields left empty (and an e-mail that cannot be one), before anything is sent. */
function emptyRequired(text: (name: string) => string, countryCode: string): Record<string, string[]> {
  const format = addressFormat(countryCode);
  const required: [string, string][] = [
    ["firstName", "your first name"],
    ["lastName", "your last name"],
    ["line1", "the first line of the address"],
    ["city", "the town or city"],
    ...(format.region?.required ? ([["region", `the ${format.region.label.toLowerCase()}`]] as [string, string][]) : []),
    ["postalCode", `the ${format.postalLabel.toLowerCase()}`],
  ];
  const errors: Record<string, string[]> = {};
  const email = text("email");
  if (!email) errors.email = ["Enter your e-mail address."];
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = ["Enter an e-mail address like name@example.com."];
  for (const [name, what] of required) if (!text(name)) errors[name] = [`Enter ${what}.`];
  return errors;
}

/**
 * The signed-out checkout: e-mail, delivery address and card on one page;
 * signing in for saved details is offered, never forced. The card is tokenised by the provider's engine for this
 * cart's payment setup and used once; it is not saved.
 */
export function GuestCheckoutView() {
  const router = useRouter();
  const cart = useCart();
  const data = cart.data;
  const setup = useGuestPaymentSetup(cartHasItems(data) ? data.id : null);
  const place = usePlaceGuestOrder();
  const destination = useCartDestination();
  const market = useMarket();
  const rates = useShippingRates();
  const [country, setCountry] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [engineReady, setEngineReady] = useState(false);
  const [engineError, setEngineError] = useState<string | null>(null);
  const handle = useRef<GuestEngineHandle | null>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // What to focus once the errors just set are on screen: a field's name, "card", or "failure" (the message).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const field =
      target === "card"
        ? mountRef.current?.querySelector<HTMLElement>("input, select, button")
        : target === "failure"
          ? null
          : document.getElementById(`guest-${target}`);
    (field ?? failureRef.current)?.focus();
  }, [errors, failure]);
  // One key per attempt at this cart: a double click or a retry after a lost answer places one order.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const identifier = setup.data?.identifier;
  const engineUrl = setup.data?.engineUrl;
  useEffect(() => {
    if (!identifier || !engineUrl) return;
    let cancelled = false;
    let mounted: GuestEngineHandle | null = null;
    loadEngine(engineUrl)
      .then((engine) => {
        if (cancelled || !mountRef.current) return;
        mounted = engine.mount(mountRef.current, { identifier, mode: "token", hideSubmit: true });
        handle.current = mounted;
        setEngineReady(true);
      })
      .catch((error: Error) => !cancelled && setEngineError(error.message));
    return () => {
      cancelled = true;
      mounted?.unmount();
      handle.current = null;
    };
  }, [identifier, engineUrl]);

  // The calculator's totals for the cart, re-priced for the chosen country by PATCH /carts/{cartId}.
  const totals = data?.totals;
  // Until the shopper picks, the cart's destination, else their own country when the cart's market serves it, else the
  // market's first country.
  const marketCountries = rates.data?.find((rate) => rate.marketId === data?.marketId)?.countries ?? [];
  // The country chosen in the header's switcher comes first, then the one the address is in.
  const detected = [readCountryChoice(), market.data?.detectedCountry].find((code) => code && marketCountries.includes(code));
  const chosenCountry = country ?? data?.shippingCountry ?? detected ?? marketCountries[0] ?? "GB";
  const outsideMarket = destination.error instanceof ApiRequestError && destination.error.status === 422;
  // The region prices too (a US state's sales tax): asked again when the shopper leaves the field. A region that is
  // not a short code (a county's name) prices as none, as checkout does.
  const [region, setRegion] = useState<string | null>(null);
  const chooseCountry = (code: string) => {
    setCountry(code);
    setRegion(null);
    if (data) destination.mutate({ cartId: data.id, shippingCountry: code, shippingRegion: null });
  };
  const chooseRegion = (value: string) => {
    const code = value.trim().toUpperCase();
    const next = /^[A-Z0-9]{1,8}$/.test(code) ? code : null;
    if (next === region) return;
    setRegion(next);
    if (data) destination.mutate({ cartId: data.id, shippingCountry: chosenCountry, shippingRegion: next });
  };

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!data || !identifier || !handle.current || busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    setErrors({});
    setFailure(null);
    setBusy(true);
    // Every empty field and the card are checked together, then the first problem from the top is focused.
    const found = emptyRequired(text, chosenCountry);
    let card: TokenResult | null = null;
    try {
      card = await handle.current.submit();
    } catch (error) {
      // The engine also shows its own message beside the card fields.
      found.card = [error instanceof Error && error.message ? error.message : "Check your card details."];
    }
    if (!card || Object.keys(found).length) {
      setBusy(false);
      showFieldErrors(found);
      return;
    }
    const shippingAddress: GuestCheckoutBody["shippingAddress"] = {};
    for (const name of ["firstName", "lastName", "line1", "line2", "city", "region", "postalCode", "countryCode", "phone"] as const)
      if (text(name)) shippingAddress[name] = text(name);
    place.mutate(
      { body: { cartId: data.id, email: text("email"), shippingAddress, payment: { identifier, token: card.token } }, idempotencyKey },
      {
        onSuccess: (order) =>
          router.push(`/orders/${encodeURIComponent(order.orderId)}?token=${encodeURIComponent(order.accessToken ?? "")}`),
        onError: (error) => {
          setBusy(false);
          // A refused attempt is finished: the next one is a new attempt with its own key.
          setIdempotencyKey(crypto.randomUUID());
          if (error instanceof ApiRequestError && error.status === 422) {
            const byField: Record<string, string[]> = {};
            const raw = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
            for (const [key, messages] of Object.entries(raw)) byField[fieldOf(key)] = messages;
            showFieldErrors(byField);
          } else {
            // A decline: the message takes focus (a screen reader reads it) and the card is marked for the next try.
            if (error instanceof ApiRequestError && error.status === 402) setErrors({ card: [error.message] });
            focusNext.current = "failure";
            setFailure(error.message);
          }
        },
      },
    );
  }

  function showFieldErrors(byField: Record<string, string[]>) {
    const first = fieldOrder.find((name) => byField[name]) ?? Object.keys(byField)[0] ?? "failure";
    focusNext.current = first;
    setErrors(byField);
    setFailure(first === "card" && Object.keys(byField).length === 1 ? byField.card![0]! : "Please check the highlighted fields.");
  }

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
          <form className="checkout-layout" onSubmit={(e) => void pay(e)} noValidate aria-label="Guest checkout">
            <div className="grid" style={{ gap: "1.5rem" }}>
              <p className="card card-body" style={{ margin: 0 }} data-testid="sign-in-offer">
                Have an account?{" "}
                <Link href={`/login?callbackUrl=${encodeURIComponent("/checkout")}`}>Sign in for your saved addresses and cards</Link>. Or
                check out as a guest below.
              </p>
              <section className="card card-body grid" style={{ gap: "0.75rem" }} aria-labelledby="contact-title">
                <h2 id="contact-title" style={{ fontSize: "1.2rem", margin: 0 }}>
                  Contact
                </h2>
                <TextField
                  id="guest-email"
                  name="email"
                  type="email"
                  label="E-mail"
                  autoComplete="email"
                  required
                  hint="We send your order confirmation and its link here."
                  error={errors.email}
                />
              </section>
              <section className="card card-body grid" style={{ gap: "0.75rem" }} aria-labelledby="address-title">
                <h2 id="address-title" style={{ fontSize: "1.2rem", margin: 0 }}>
                  Delivery address
                </h2>
                <div className="form-row">
                  <TextField
                    id="guest-firstName"
                    name="firstName"
                    label="First name"
                    autoComplete="given-name"
                    required
                    error={errors.firstName}
                  />
                  <TextField
                    id="guest-lastName"
                    name="lastName"
                    label="Last name"
                    autoComplete="family-name"
                    required
                    error={errors.lastName}
                  />
                </div>
                <TextField
                  id="guest-line1"
                  name="line1"
                  label="Address line 1"
                  autoComplete="address-line1"
                  required
                  error={errors.line1}
                />
                <TextField
                  id="guest-line2"
                  name="line2"
                  label="Address line 2 (optional)"
                  autoComplete="address-line2"
                  error={errors.line2}
                />
                <div className="form-row">
                  <TextField id="guest-city" name="city" label="Town or city" autoComplete="address-level2" required error={errors.city} />
                  <RegionField id="guest-region" countryCode={chosenCountry} error={errors.region} onCommit={chooseRegion} />
                </div>
                <div className="form-row">
                  <TextField
                    id="guest-postalCode"
                    name="postalCode"
                    label={addressFormat(chosenCountry).postalLabel}
                    autoComplete="postal-code"
                    required
                    error={errors.postalCode}
                  />
                  <SelectField
                    id="guest-countryCode"
                    name="countryCode"
                    label="Country"
                    autoComplete="country"
                    required
                    value={chosenCountry}
                    onChange={(e) => chooseCountry(e.currentTarget.value)}
                    error={errors.countryCode ?? (outsideMarket ? destination.error?.message : undefined)}
                  >
                    {countries.map((c) => (
                      <option key={c} value={c}>
                        {countryName(c)}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <TextField id="guest-phone" name="phone" type="tel" label="Phone (optional)" autoComplete="tel" error={errors.phone} />
              </section>
              <section className="card card-body grid" style={{ gap: "0.75rem" }} aria-labelledby="payment-title">
                <h2 id="payment-title" style={{ fontSize: "1.2rem", margin: 0 }}>
                  Payment
                </h2>
                <p className="muted small" style={{ margin: 0 }}>
                  Your card is used for this order only; it is not saved.
                </p>
                {setup.error ? <Alert tone="error">{setup.error.message}</Alert> : null}
                {engineError ? <Alert tone="error">{engineError}</Alert> : null}
                {!engineReady && !engineError && !setup.error ? (
                  <p className="muted" role="status">
                    <span className="spinner" aria-hidden="true" /> Connecting to the secure card form…
                  </p>
                ) : null}
                <div
                  ref={mountRef}
                  className="engine-frame"
                  data-testid="card-engine"
                  data-invalid={errors.card ? "true" : undefined}
                  aria-describedby={errors.card ? "guest-card-error" : undefined}
                  hidden={!engineReady}
                />
                {errors.card ? (
                  <span className="field-error" id="guest-card-error" data-testid="guest-card-error">
                    {errors.card[0]}
                  </span>
                ) : null}
              </section>
            </div>

            <aside className="card card-body" aria-labelledby="summary-title">
              <h2 id="summary-title" style={{ fontSize: "1.3rem" }}>
                Order summary
              </h2>
              <OrderSummaryLines lines={summaryLinesOf(data)} totals={totals} displaySubtotal={data.displaySubtotal} />
              <DiscountCodes cart={data} idPrefix="checkout" />
              {failure ? (
                <div role="alert" data-testid="checkout-error" ref={failureRef} tabIndex={-1}>
                  <Alert tone="error">{failure}</Alert>
                </div>
              ) : null}
              <button
                type="submit"
                className="button button-block"
                style={{ marginTop: "1rem" }}
                data-testid="place-order"
                disabled={!engineReady || outsideMarket || destination.isPending || busy}
              >
                {busy ? "Placing your order…" : `Pay ${totals?.displayTotal ?? data.displaySubtotal}`}
              </button>
            </aside>
          </form>
        )}
      </QueryState>
    </div>
  );
}
