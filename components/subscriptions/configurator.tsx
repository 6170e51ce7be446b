"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useId, useState } from "react";
import { usePackageConfiguration } from "@/hooks/use-subscriptions";
import { formatMajorUnits, formatMoney, toMinorUnits } from "@/lib/money";
import { currentUnitPrice } from "@/lib/pricing/market-price";
import { priceBox } from "@/lib/pricing/price-box";
import { formatFrequency, pluralise } from "@/lib/storefront/format";
import { SubscribePanel } from "./subscribe-panel";
import type { AvailableItem, SubscriptionConfiguration } from "@storefront/sdk";

/** The configuration's amounts are in its market's currency (`currencyCode`, the market asked for). */
const currencyOf = (config: Pick<SubscriptionConfiguration, "currencyCode">) => config.currencyCode;

/**
 * A box's choice in the builder's URL (kept through sign-in): `items=<productId>:<quantity>[:<variantId>],…&frequency=<weeks>`.
 */
export type BuilderChoice = {
  quantities: Record<string, number>;
  variants?: Record<string, string>;
  frequency: number | null;
  checkout: boolean;
};

export function builderHref(
  productId: string,
  quantities: Record<string, number>,
  frequency: number,
  checkout: boolean,
  variants: Record<string, string> = {},
): string {
  const items = Object.entries(quantities)
    .filter(([, q]) => q > 0)
    .map(([id, q]) => (variants[id] ? `${id}:${q}:${variants[id]}` : `${id}:${q}`))
    .join(",");
  const query = new URLSearchParams({ items, frequency: String(frequency), ...(checkout ? { checkout: "1" } : {}) });
  return `/subscriptions/${productId}?${query.toString()}`;
}

/**
 * The box's price per delivery by the one pricing rule (lib/pricing/price-box.ts), in minor units of the
 * configuration's currency (its amounts are already the market's: priced as given).
 */
export function priceOf(
  config: SubscriptionConfiguration,
  quantities: (item: AvailableItem) => number,
  frequencyWeeks: number,
  variantOf: (item: AvailableItem) => string | undefined = () => undefined,
) {
  const currency = currencyOf(config);
  const minor = (major: number | null) => (major === null ? null : toMinorUnits(major, currency));
  return priceBox({
    pricing: {
      pricingType: config.pricingType,
      fixedPrice: minor(config.fixedPrice),
      products: config.availableItems.flatMap((i) => [
        { id: i.id, price: minor(i.price)!, salePrice: minor(i.salePrice), subscriberPrice: minor(i.subscriberPrice)! },
        ...(i.variants ?? []).map((v) => ({
          id: i.id,
          variantId: v.id,
          price: minor(v.price)!,
          salePrice: minor(v.salePrice),
          subscriberPrice: minor(v.subscriberPrice)!,
        })),
      ]),
    },
    items: config.availableItems.map((i) => ({ productId: i.id, variantId: chosenVariant(i, variantOf(i))?.id, quantity: quantities(i) })),
    frequencyWeeks,
  });
}

/** The item's chosen variant when it has several (the lead until one is chosen); undefined for a one-variant item. */
export function chosenVariant(item: AvailableItem, variantId: string | undefined): AvailableItem["variants"][number] | undefined {
  const variants = item.variants ?? [];
  if (variants.length <= 1) return undefined;
  return variants.find((v) => v.id === variantId) ?? variants[0];
}

/**
 * The most of the item a box may hold with the chosen variant: the package's limit capped by that variant's stock (the
 * item's own `maxQuantity` is the lead variant's), so picking a variant with fewer units left lowers the stepper's cap.
 */
export function maxQuantityOf(item: AvailableItem, variantId: string | undefined): number {
  return chosenVariant(item, variantId)?.maxQuantity ?? item.maxQuantity;
}

/** The item's name with its chosen variant's ("House Espresso Blend — Whole bean, 250 g"). */
export function chosenName(item: AvailableItem, variantId: string | undefined): string {
  const variant = chosenVariant(item, variantId);
  return variant?.title ? `${item.name} — ${variant.title}` : item.name;
}

/** A select of the item's variants (only for an item with several). */
export function VariantSelect({
  item,
  value,
  onChange,
}: {
  item: AvailableItem;
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const variant = chosenVariant(item, value);
  if (!variant) return null;
  return (
    <select
      aria-label={`Variant of ${item.name}`}
      value={variant.id}
      onChange={(e) => onChange(e.target.value)}
      data-testid="variant-select"
    >
      {item.variants.map((v) => (
        <option key={v.id} value={v.id} disabled={!v.inStock}>
          {v.title || item.name}
          {v.inStock ? "" : " (out of stock)"}
        </option>
      ))}
    </select>
  );
}
/** Minor units of the configuration's currency as a display string. */
export const formatMinor = (minor: number, config: Pick<SubscriptionConfiguration, "currencyCode">) =>
  formatMoney(minor, currencyOf(config));
/** "incl. VAT" (GB, euro area) or "+ tax" (US) beside a box's price. */
export const taxNote = (config: Pick<SubscriptionConfiguration, "taxIncluded">) => (config.taxIncluded ? "incl. VAT" : "+ tax");

function clamp(n: number, min: number, max: number) {
  return Math.min(max, Math.max(min, n));
}

export function Stepper({
  item,
  value,
  max,
  onChange,
}: {
  item: AvailableItem;
  value: number;
  /** The chosen variant's cap (maxQuantityOf). */
  max: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="sr-only">
        Quantity of {item.name}
      </span>
      <button type="button" onClick={() => onChange(value - 1)} disabled={value <= item.minQuantity} aria-label={`One fewer ${item.name}`}>
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={item.minQuantity}
        max={max}
        value={value}
        aria-label={`Quantity of ${item.name}`}
        onChange={(e) => {
          const n = Number.parseInt(e.target.value, 10);
          onChange(Number.isNaN(n) ? item.minQuantity : n);
        }}
      />
      <button type="button" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={`One more ${item.name}`}>
        +
      </button>
    </div>
  );
}

export function Configurator({
  productId,
  packageName,
  market,
  initialData,
  initialChoice,
}: {
  productId: string;
  packageName: string;
  /** The shopper's market (a market id): the box is priced and subscribed in it. */
  market: string | undefined;
  initialData: SubscriptionConfiguration;
  initialChoice?: BuilderChoice;
}) {
  const router = useRouter();
  const { data: config = initialData, isFetching } = usePackageConfiguration(productId, market, initialData);
  const formatAmount = (major: number) => formatMajorUnits(major, currencyOf(config));
  const formatBox = (minor: number) => formatMinor(minor, config);
  const { status } = useSession();
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      initialData.availableItems.map((i) => [
        i.id,
        clamp(
          initialChoice ? (initialChoice.quantities[i.id] ?? 0) : i.defaultQuantity,
          i.minQuantity,
          maxQuantityOf(i, initialChoice?.variants?.[i.id]),
        ),
      ]),
    ),
  );
  const [variants, setVariants] = useState<Record<string, string>>(() => initialChoice?.variants ?? {});
  const [frequency, setFrequency] = useState(
    initialChoice?.frequency && initialData.frequencies.includes(initialChoice.frequency)
      ? initialChoice.frequency
      : initialData.defaultFrequency,
  );
  const [checkout, setCheckout] = useState(initialChoice?.checkout ?? false);

  const maxOf = (item: AvailableItem) => maxQuantityOf(item, variants[item.id]);
  const qty = (item: AvailableItem) => clamp(quantities[item.id] ?? item.defaultQuantity, item.minQuantity, maxOf(item));
  const chosen = config.availableItems.filter((i) => qty(i) > 0);
  const count = config.availableItems.reduce((n, i) => n + qty(i), 0);
  const missing = Math.max(0, config.minItems - count);
  const variantOf = (item: AvailableItem) => chosenVariant(item, variants[item.id])?.id;
  const priced = priceOf(config, qty, frequency, variantOf);
  const lineTotal = new Map(priced.lines.map((l) => [l.productId, l.lineTotal]));
  const chosenQuantities = Object.fromEntries(config.availableItems.map((i) => [i.id, qty(i)]));
  const chosenVariants = Object.fromEntries(config.availableItems.flatMap((i) => (variantOf(i) ? [[i.id, variantOf(i)!]] : [])));
  const subscribe = () => {
    if (status === "authenticated") return setCheckout(true);
    // Sign in (or register) first, then back here with the same box and the checkout open.
    router.push(`/login?callbackUrl=${encodeURIComponent(builderHref(productId, chosenQuantities, frequency, true, chosenVariants))}`);
  };

  const checkingOut = checkout && missing === 0;
  const subscribeButtonText = missing > 0 ? `Choose ${missing} more` : "Subscribe";

  return (
    <div className={`configurator${checkingOut ? " is-checkout" : ""}`}>
      <section aria-labelledby="choose-title">
        <h2 id="choose-title" className="step-title">
          1. Choose what goes in your box
        </h2>
        <p className="muted">Pick at least {pluralise(config.minItems, "item")}. Each delivery is charged at subscriber prices.</p>
        <ul className="item-picker" aria-busy={isFetching}>
          {config.availableItems.map((item) => {
            const variant = chosenVariant(item, variants[item.id]);
            const shown = variant ?? item;
            return (
              <li key={item.id} className="card item-row" data-testid="package-item">
                {item.image ? <img src={item.image.path || item.image.src} alt="" width={80} height={80} /> : <span />}
                <div>
                  <h3>{item.name}</h3>
                  <p>{item.description}</p>
                  <VariantSelect item={item} value={variants[item.id]} onChange={(id) => setVariants((v) => ({ ...v, [item.id]: id }))} />
                  <p>
                    <strong style={{ color: "var(--ink)" }}>{formatAmount(shown.subscriberPrice)}</strong>{" "}
                    {shown.subscriberPrice < currentUnitPrice(shown) ? <s>{formatAmount(currentUnitPrice(shown))}</s> : null}
                    {shown.inStock && maxOf(item) < 99 ? <span> · up to {maxOf(item)}</span> : null}
                  </p>
                  {shown.inStock ? null : (
                    <p className="small muted" data-testid="out-of-stock" style={{ margin: 0 }}>
                      Out of stock for now
                    </p>
                  )}
                </div>
                <Stepper
                  item={item}
                  value={qty(item)}
                  max={maxOf(item)}
                  onChange={(n) => {
                    setQuantities((q) => ({ ...q, [item.id]: clamp(n, item.minQuantity, maxOf(item)) }));
                  }}
                />
              </li>
            );
          })}
        </ul>
        {/* Phones: the running total and Subscribe stay pinned at the bottom while the shopper picks (the summary
            with the same button follows the list). Hidden from assistive technology: the summary is the real one. */}
        {checkingOut ? null : (
          <div className="configurator-bar" aria-hidden="true" data-testid="box-bar">
            <span>
              <span className="small muted">Per delivery</span>
              <strong>{formatBox(priced.total)}</strong>
            </span>
            <button type="button" className="button" tabIndex={-1} disabled={missing > 0} onClick={subscribe}>
              {subscribeButtonText}
            </button>
          </div>
        )}
      </section>

      <aside className="configurator-summary card card-body" aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="summary-title">
          Your {packageName}
        </h2>
        <fieldset className="frequency-options">
          <legend className="step-title">2. How often?</legend>
          {config.frequencies.map((f) => (
            <label key={f} className="option-tile">
              <input type="radio" name="frequency" value={f} checked={frequency === f} onChange={() => setFrequency(f)} />
              {formatFrequency(f)}
              {f === config.defaultFrequency ? (
                <span className="badge" style={{ marginLeft: "auto" }}>
                  Most popular
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
        <h3 className="step-title">3. Review</h3>
        {chosen.length ? (
          <ul className="summary-lines" data-testid="box-lines">
            {chosen.map((i) => (
              <li key={i.id}>
                <span>
                  {qty(i)} × {chosenName(i, variants[i.id])}
                </span>
                <span>{formatBox(lineTotal.get(i.id) ?? 0)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">Nothing chosen yet.</p>
        )}
        <div aria-live="polite">
          <div className="progress" aria-hidden="true">
            <span style={{ width: `${Math.min(100, (count / Math.max(1, config.minItems)) * 100)}%` }} />
          </div>
          <p className="small" data-testid="item-count" style={{ margin: 0 }}>
            {missing > 0
              ? `${pluralise(count, "item")} chosen: add ${missing} more to reach the minimum of ${config.minItems}.`
              : `${pluralise(count, "item")} chosen.`}
          </p>
          <div className="summary-total">
            <span>Per delivery</span>
            <strong data-testid="box-price">{formatBox(priced.total)}</strong>{" "}
            <span className="muted small" data-testid="box-tax-note">
              {taxNote(config)}
            </span>
          </div>
          <p className="muted small" style={{ margin: "0.25rem 0 1rem" }} data-testid="box-frequency">
            {formatFrequency(frequency)}
            {priced.saving > 0 ? ` · you save ${formatBox(priced.saving)} on every box` : ""}
          </p>
        </div>
        {checkingOut ? (
          <SubscribePanel
            choice={{
              packageId: productId,
              items: chosen.map((i) => ({ productId: i.id, ...(variantOf(i) ? { variantId: variantOf(i) } : {}), quantity: qty(i) })),
              frequencyWeeks: frequency,
              ...(market ? { market } : {}),
            }}
            displayPrice={formatBox(priced.total)}
            onClose={() => setCheckout(false)}
          />
        ) : (
          <button type="button" className="button button-block" disabled={missing > 0} onClick={subscribe}>
            {subscribeButtonText}
          </button>
        )}
        {status !== "authenticated" ? (
          <p className="small muted" style={{ marginTop: "0.75rem", textAlign: "center" }}>
            Already subscribed? <Link href="/login?callbackUrl=/account/subscriptions">Sign in to manage your boxes</Link>
          </p>
        ) : null}
      </aside>
    </div>
  );
}
