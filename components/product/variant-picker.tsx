"use client";

import { useMemo, useState, useSyncExternalStore } from "react";
import { AddToCart } from "./add-to-cart";
import { announceVariant } from "./variant-chosen";
import type { ProductDetail } from "@storefront/sdk";

type Variant = ProductDetail["variants"][number];

/** Values shown as buttons up to this many; more become a select. */
const buttonsUpTo = 4;

function subscribeToHistory(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

const matches = (variant: Variant, chosen: Record<string, string>) =>
  Object.entries(chosen).every(([name, value]) => variant.options[name] === value);

/**
 * The option pickers of a product with several variants: a button per value (a select for many), values no variant in
 * stock has with the other choices marked and disabled, the chosen variant's price and stock, and `?variant=` in the
 * address so the choice can be shared and survives a reload; the gallery beside it shows the chosen variant's picture.
 */
export function VariantPicker({
  productId,
  title,
  options,
  variants,
  maxQuantity,
}: {
  productId: string;
  title: string;
  options: ProductDetail["options"];
  variants: Variant[];
  maxQuantity: number;
}) {
  const first = variants.find((v) => v.inStock) ?? variants[0]!;
  // The page is cached for every shopper: the address's variant is read in the browser, after hydration.
  const search = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => "",
  );
  const fromUrl = variants.find((v) => v.id === new URLSearchParams(search).get("variant"));
  const [picked, setChosen] = useState<Record<string, string> | null>(null);
  const chosen = picked ?? fromUrl?.options ?? first.options;
  const variant = useMemo(
    () => variants.find((v) => matches(v, chosen) && Object.keys(v.options).length === Object.keys(chosen).length),
    [variants, chosen],
  );
  const choose = (name: string, value: string) => {
    const next = { ...chosen, [name]: value };
    // Keep the other choices when such a variant exists, else take the first variant with this value.
    const exact = variants.find((v) => matches(v, next));
    const fallback = variants.find((v) => v.options[name] === value && v.inStock) ?? variants.find((v) => v.options[name] === value);
    const picked = exact ?? fallback;
    if (!picked) return;
    setChosen(picked.options);
    const url = new URL(window.location.href);
    url.searchParams.set("variant", picked.id);
    window.history.replaceState(window.history.state, "", url);
    announceVariant(picked.id);
  };
  const available = (name: string, value: string) => variants.some((v) => v.inStock && matches(v, { ...chosen, [name]: value }));
  return (
    <div className="variant-picker" data-testid="variant-picker">
      {options.map((option) => (
        <fieldset key={option.name} className="variant-option">
          <legend>{option.name}</legend>
          {option.values.length <= buttonsUpTo ? (
            <div className="button-row" role="group" aria-label={option.name}>
              {option.values.map((value) => {
                const inStock = available(option.name, value);
                const selected = chosen[option.name] === value;
                return (
                  <button
                    key={value}
                    type="button"
                    className={selected ? "button button-small" : "button button-secondary button-small"}
                    aria-pressed={selected}
                    disabled={!inStock && !selected}
                    onClick={() => choose(option.name, value)}
                  >
                    {value}
                    {inStock ? null : <span className="sr-only"> (sold out)</span>}
                    {inStock ? null : <span aria-hidden="true"> · sold out</span>}
                  </button>
                );
              })}
            </div>
          ) : (
            <select aria-label={option.name} value={chosen[option.name] ?? ""} onChange={(e) => choose(option.name, e.target.value)}>
              {option.values.map((value) => {
                const inStock = available(option.name, value);
                return (
                  <option key={value} value={value} disabled={!inStock && chosen[option.name] !== value}>
                    {inStock ? value : `${value} (sold out)`}
                  </option>
                );
              })}
            </select>
          )}
        </fieldset>
      ))}
      {variant ? (
        <>
          <p className="variant-chosen" data-testid="variant-chosen" aria-live="polite">
            <span>{variant.title}</span> · <strong data-testid="variant-price">{variant.displayPrice}</strong>{" "}
            {variant.inStock ? <span className="badge badge-green">In stock</span> : <span className="badge badge-grey">Sold out</span>}
          </p>
          <AddToCart
            key={variant.id}
            productId={productId}
            variantId={variant.id}
            title={title}
            inStock={variant.inStock}
            maxQuantity={maxQuantity}
          />
        </>
      ) : null}
    </div>
  );
}
