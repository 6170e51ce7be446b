"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useFormAnswer } from "./admin-form";
import "./variant-matrix.css";

/** A market a variant is priced in; the primary one first. */
export type MatrixMarket = { id: string; name: string; currencyCode: string; primary: boolean };
/** A variant as the operator operations answer it (prices in major units: the primary market's, then fixed ones). */
export type MatrixVariant = {
  sku: string;
  options: Record<string, string>;
  stock: number;
  weightGrams: number | null;
  prices: { marketId: string; amount: number; compareAt: number | null }[];
};

type Price = { amount: string; compareAt: string };
type Row = { sku: string; stock: string; weight: string; prices: Record<string, Price> };
type Entry = { values: Record<string, string>; row: Row };
type OptionDraft = { name: string; text: string };
type Derived = { values: Record<string, string>; title: string; row: Row; source: number | null };

const maxOptions = 3;

/** An option's values as typed: comma-separated, trimmed, blanks and repeats dropped. */
function parseValues(text: string): string[] {
  return [...new Set(text.split(",").map((v) => v.trim()))].filter(Boolean);
}

function valuesKey(values: Record<string, string>): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((k) => [k, values[k]]),
  );
}

function rowOf(variant: MatrixVariant): Row {
  const prices: Record<string, Price> = {};
  for (const p of variant.prices)
    prices[p.marketId] = { amount: String(p.amount), compareAt: p.compareAt === null ? "" : String(p.compareAt) };
  return {
    sku: variant.sku,
    stock: String(variant.stock),
    weight: variant.weightGrams === null ? "" : String(variant.weightGrams),
    prices,
  };
}

const blankRow: Row = { sku: "", stock: "0", weight: "", prices: {} };

/**
 * Every combination of the options' values, each with the row it shows: the entry with exactly its values, else an
 * unclaimed entry that agrees on the options both have (a value or option added keeps what was typed), else a new
 * row with the closest entry's prices and weight but no SKU or stock.
 */
function derive(options: OptionDraft[], entries: Entry[]): Derived[] {
  const usable = options.map((o) => ({ name: o.name.trim(), values: parseValues(o.text) })).filter((o) => o.name && o.values.length > 0);
  let combos: Record<string, string>[] = [{}];
  for (const option of usable) combos = combos.flatMap((c) => option.values.map((v) => ({ ...c, [option.name]: v })));
  const keys = entries.map((e) => valuesKey(e.values));
  const claimed = new Set<number>();
  const sources: (number | null)[] = combos.map((c) => {
    const i = keys.indexOf(valuesKey(c));
    if (i < 0) return null;
    claimed.add(i);
    return i;
  });
  const score = (entry: Entry, combo: Record<string, string>) => {
    let shared = 0;
    for (const [name, value] of Object.entries(combo)) {
      if (!(name in entry.values)) continue;
      if (entry.values[name] !== value) return -1;
      shared++;
    }
    return shared;
  };
  const closest = (combo: Record<string, string>, free: boolean) => {
    let best = -1;
    let at: number | null = null;
    entries.forEach((entry, i) => {
      if (free && claimed.has(i)) return;
      const s = score(entry, combo);
      if (s > best) {
        best = s;
        at = i;
      }
    });
    return at;
  };
  return combos.map((combo, c) => {
    let source = sources[c] ?? null;
    if (source === null) {
      source = closest(combo, true);
      if (source !== null) claimed.add(source);
    }
    let row: Row;
    if (source !== null) row = entries[source]!.row;
    else {
      const near = closest(combo, false);
      row = near === null ? blankRow : { ...blankRow, weight: entries[near]!.row.weight, prices: entries[near]!.row.prices };
    }
    return { values: combo, title: usable.map((o) => combo[o.name]).join(", "), row, source };
  });
}

/** The rows' prices as sent: the primary market's always, another's when anything is typed for it. */
function sentMarkets(row: Row, markets: MatrixMarket[]): MatrixMarket[] {
  return markets.filter(
    (m) => m.primary || (row.prices[m.id]?.amount.trim() ?? "") !== "" || (row.prices[m.id]?.compareAt.trim() ?? "") !== "",
  );
}

function initialState(options: { name: string; values: string[] }[], variants: MatrixVariant[]) {
  return {
    options: options.map((o) => ({ name: o.name, text: o.values.join(", ") })),
    entries: variants.length > 0 ? variants.map((v) => ({ values: v.options, row: rowOf(v) })) : [{ values: {}, row: blankRow }],
  };
}

/**
 * The variant editor of a product form: up to three options (a name and comma-separated values) and the matrix of
 * variants they make, each with its SKU, stock, weight and price per market (the primary market's required; another
 * market's blank: the primary price converted), compare-at price too. A product without options shows its one
 * variant's fields. The form sends `options` and `variants` as one JSON field (`variantMatrix`, read by
 * lib/admin/variant-form.ts); the API's refusals appear beside the field they name.
 */
export function VariantMatrix({
  markets,
  options: initialOptions = [],
  variants: initialVariants = [],
  resetOnSuccess = false,
}: {
  markets: MatrixMarket[];
  options?: { name: string; values: string[] }[];
  variants?: MatrixVariant[];
  /** Back to the initial values after a successful answer (the New product form). */
  resetOnSuccess?: boolean;
}) {
  const base = useId();
  const answer = useFormAnswer();
  const [state, setState] = useState(() => initialState(initialOptions, initialVariants));
  const initial = useRef({ initialOptions, initialVariants });
  useEffect(() => {
    if (resetOnSuccess && answer.ok) setState(initialState(initial.current.initialOptions, initial.current.initialVariants));
  }, [answer, resetOnSuccess]);
  const rows = useMemo(() => derive(state.options, state.entries), [state]);
  const ordered = useMemo(() => [...markets].sort((a, b) => Number(b.primary) - Number(a.primary)), [markets]);

  const payload = JSON.stringify({
    options: state.options.map((o) => ({ name: o.name.trim(), values: parseValues(o.text) })),
    variants: rows.map((r) => ({
      sku: r.row.sku.trim(),
      options: r.values,
      stock: r.row.stock,
      weightGrams: r.row.weight,
      prices: sentMarkets(r.row, ordered).map((m) => ({
        marketId: m.id,
        amount: r.row.prices[m.id]?.amount ?? "",
        compareAt: r.row.prices[m.id]?.compareAt ?? "",
      })),
    })),
  });

  const errors = answer.errors ?? {};
  const errorsAt = (prefix: string, exact = false) =>
    Object.entries(errors)
      .filter(([k]) => k === prefix || (!exact && k.startsWith(`${prefix}.`)))
      .flatMap(([, v]) => v);

  const setOption = (i: number, patch: Partial<OptionDraft>) =>
    setState((s) => ({ ...s, options: s.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) }));
  const addOption = () => setState((s) => ({ ...s, options: [...s.options, { name: "", text: "" }] }));
  const removeOption = (i: number) => setState((s) => ({ ...s, options: s.options.filter((_, j) => j !== i) }));
  const editRow = (r: Derived, patch: (row: Row) => Row) =>
    setState((s) => {
      const entry = { values: r.values, row: patch(r.row) };
      const entries = r.source === null ? [...s.entries, entry] : s.entries.map((e, i) => (i === r.source ? entry : e));
      return { ...s, entries };
    });
  const setPrice = (r: Derived, marketId: string, field: keyof Price, value: string) =>
    editRow(r, (row) => ({
      ...row,
      prices: { ...row.prices, [marketId]: { amount: "", compareAt: "", ...row.prices[marketId], [field]: value } },
    }));

  const field = (
    id: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    messages: string[],
    extra: { type?: string; step?: string; required?: boolean; inputMode?: "decimal" | "numeric" } = {},
  ) => (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        type={extra.type ?? "text"}
        step={extra.step}
        min={extra.type === "number" ? 0 : undefined}
        inputMode={extra.inputMode}
        required={extra.required}
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
      />
      {messages.length > 0 && (
        <span className="admin-error" id={`${id}-error`}>
          {messages.join(" ")}
        </span>
      )}
    </div>
  );

  const rowFields = (r: Derived, index: number) => {
    const at = `variants.${index}`;
    const id = `${base}-v${index}`;
    const sent = sentMarkets(r.row, ordered);
    const priceErrors = (m: MatrixMarket, f: keyof Price) => {
      const p = sent.indexOf(m);
      const own = p < 0 ? [] : errorsAt(`${at}.prices.${p}.${f}`);
      // The prices list itself refused (the primary price missing): beside the primary price.
      return m.primary && f === "amount" ? [...errorsAt(`${at}.prices`, true), ...own] : own;
    };
    return (
      <>
        {field(`${id}-sku`, "SKU", r.row.sku, (v) => editRow(r, (row) => ({ ...row, sku: v })), errorsAt(`${at}.sku`))}
        {field(`${id}-stock`, "Stock", r.row.stock, (v) => editRow(r, (row) => ({ ...row, stock: v })), errorsAt(`${at}.stock`), {
          type: "number",
          step: "1",
          required: true,
          inputMode: "numeric",
        })}
        {field(
          `${id}-weight`,
          "Weight in grams (blank: none)",
          r.row.weight,
          (v) => editRow(r, (row) => ({ ...row, weight: v })),
          errorsAt(`${at}.weightGrams`),
          { type: "number", step: "1", inputMode: "numeric" },
        )}
        {ordered.map((m) => (
          <div key={m.id} className="variant-matrix-market">
            {field(
              `${id}-${m.id}-amount`,
              m.primary ? `Price in ${m.name} (${m.currencyCode})` : `Price in ${m.name} (${m.currencyCode}, blank: converted)`,
              r.row.prices[m.id]?.amount ?? "",
              (v) => setPrice(r, m.id, "amount", v),
              priceErrors(m, "amount"),
              { type: "number", step: "0.01", required: m.primary, inputMode: "decimal" },
            )}
            {field(
              `${id}-${m.id}-compare`,
              m.primary
                ? `Compare-at price (${m.currencyCode}, blank: not on sale)`
                : `Compare-at price in ${m.name} (${m.currencyCode}, blank: not on sale)`,
              r.row.prices[m.id]?.compareAt ?? "",
              (v) => setPrice(r, m.id, "compareAt", v),
              priceErrors(m, "compareAt"),
              { type: "number", step: "0.01", inputMode: "decimal" },
            )}
          </div>
        ))}
      </>
    );
  };

  const general = [...errorsAt("options", true), ...errorsAt("variants", true)];
  const single = rows.length === 1 && Object.keys(rows[0]!.values).length === 0;
  return (
    <div className="variant-matrix">
      <input type="hidden" name="variantMatrix" value={payload} />
      <fieldset className="admin-fieldset variant-matrix-options">
        <legend>Options (such as Size or Grind; at most {maxOptions})</legend>
        {general.length > 0 && (
          <p className="admin-error" id={`${base}-general`}>
            {general.join(" ")}
          </p>
        )}
        {state.options.length === 0 && <p className="admin-muted">No options: the product is sold as one variant.</p>}
        {state.options.map((o, i) => {
          const n = i + 1;
          return (
            <div key={i} className="variant-matrix-option" role="group" aria-label={`Option ${n}`}>
              {field(`${base}-o${i}-name`, `Option ${n} name`, o.name, (v) => setOption(i, { name: v }), errorsAt(`options.${i}.name`))}
              {field(`${base}-o${i}-values`, `Option ${n} values (separated by commas)`, o.text, (v) => setOption(i, { text: v }), [
                ...errorsAt(`options.${i}`, true),
                ...errorsAt(`options.${i}.values`),
              ])}
              <button type="button" className="admin-button secondary" onClick={() => removeOption(i)}>
                Remove option {n}
                {o.name.trim() ? ` (${o.name.trim()})` : ""}
              </button>
            </div>
          );
        })}
        {state.options.length < maxOptions && (
          <div>
            <button type="button" className="admin-button secondary" onClick={addOption}>
              Add an option
            </button>
          </div>
        )}
      </fieldset>
      {single ? (
        <fieldset className="admin-fieldset variant-matrix-card">
          <legend>SKU, stock and prices</legend>
          {errorsAt("variants.0.options").length > 0 && <p className="admin-error">{errorsAt("variants.0.options").join(" ")}</p>}
          <div className="variant-matrix-fields">{rowFields(rows[0]!, 0)}</div>
        </fieldset>
      ) : (
        <div className="variant-matrix-rows">
          <p className="admin-muted" aria-live="polite">
            {rows.length} variants: one for each combination of the options&apos; values.
          </p>
          {rows.map((r, index) => (
            <fieldset key={valuesKey(r.values)} className="admin-fieldset variant-matrix-card">
              <legend>{r.title}</legend>
              {errorsAt(`variants.${index}.options`).length > 0 && (
                <p className="admin-error">{errorsAt(`variants.${index}.options`).join(" ")}</p>
              )}
              <div className="variant-matrix-fields">{rowFields(r, index)}</div>
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}
