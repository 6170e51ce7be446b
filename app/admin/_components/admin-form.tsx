"use client";

import { createContext, useActionState, useContext, useEffect, useId, useRef, type ReactNode } from "react";
import { useFormStatus } from "react-dom";
import { idleForm, type FormState } from "@/lib/admin/form-state";

const FieldErrors = createContext<FormState>({});

/** The form's last answer (its field errors, typed values and success line), for a field group of its own. */
export function useFormAnswer(): FormState {
  return useContext(FieldErrors);
}

function Submit({ label, tone }: { label: string; tone?: "secondary" | "danger" }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={`admin-button${tone ? ` ${tone}` : ""}`} disabled={pending} aria-disabled={pending}>
      {pending ? "Working…" : label}
    </button>
  );
}

/**
 * A back-office form: posts to a server action with the session's CSRF token, shows the API's answer — a success
 * line, or its message with each field's errors beside the field (AdminField).
 */
export function AdminForm({
  action,
  csrfToken,
  submit,
  tone,
  inline,
  children,
  label,
  refocus,
}: {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  csrfToken: string;
  submit: string;
  tone?: "secondary" | "danger";
  inline?: boolean;
  children?: ReactNode;
  /** The form's accessible name (several forms on one page). */
  label?: string;
  /** A field that takes focus again after every answer, its text selected (the door's code: the next scan replaces it). */
  refocus?: string;
}) {
  const [state, formAction] = useActionState(action, idleForm);
  const form = useRef<HTMLFormElement>(null);
  // Focus follows the answer: a field kept for the next entry, else the first field refused, else the refusal itself
  // (which may be far above the button that sent the form).
  useEffect(() => {
    const el = form.current;
    if (!el || state === idleForm) return;
    const again = refocus ? el.elements.namedItem(refocus) : null;
    if (again instanceof HTMLInputElement) {
      again.focus();
      again.select();
      return;
    }
    const target = state.errors ? el.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    (target ?? (state.message ? el.querySelector<HTMLElement>(".admin-notice.error") : null))?.focus();
  }, [state, refocus]);
  return (
    <form ref={form} action={formAction} className={`admin-form${inline ? " inline" : ""}`} aria-label={label}>
      <input type="hidden" name="csrf" value={csrfToken} />
      {state.message && (
        <p className="admin-notice error" role="alert" tabIndex={-1}>
          {state.message}
        </p>
      )}
      {state.ok && (
        <p className="admin-notice ok" role="status">
          {state.ok}
        </p>
      )}
      <FieldErrors.Provider value={state}>{children}</FieldErrors.Provider>
      <div>
        <Submit label={submit} tone={tone} />
      </div>
    </form>
  );
}

/**
 * A titled part of a long form (a fieldset and its legend): the fields about one thing together, so a person finds
 * their way by the titles. The fields keep their own labels.
 */
export function AdminSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="admin-section">
      <legend>{title}</legend>
      {hint && <p className="admin-muted admin-section-hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** A labelled input whose API field errors (by `errorKey`, default its name) appear under it. */
export function AdminField({
  name,
  label,
  errorKey,
  type = "text",
  defaultValue,
  required,
  options,
  rows,
  step,
  placeholder,
  autoComplete,
  multiple,
  size,
  defaultChecked,
}: {
  name: string;
  label: string;
  errorKey?: string;
  type?: string;
  defaultValue?: string | number | string[];
  required?: boolean;
  options?: { value: string; label: string }[];
  rows?: number;
  step?: string;
  placeholder?: string;
  autoComplete?: string;
  /** A list several of whose options may be chosen (with `options`). */
  multiple?: boolean;
  size?: number;
  /** A checkbox's (type="checkbox") state before any refusal. */
  defaultChecked?: boolean;
}) {
  const id = useId();
  const state = useContext(FieldErrors);
  const errors = state.errors?.[errorKey ?? name];
  const typed = state.values?.[name];
  const errorId = `${id}-error`;
  const invalid = {
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": errors ? errorId : undefined,
  } as const;
  const errorLine = errors && (
    <span className="admin-error" id={errorId}>
      {errors.join(" ")}
    </span>
  );
  if (type === "checkbox") {
    // A refused form's values name the boxes that were ticked; one missing from them was not.
    const checked = state.values ? typed === "on" : defaultChecked;
    return (
      <div className="admin-field admin-check">
        <label>
          <input type="checkbox" name={name} defaultChecked={checked} {...invalid} /> {label}
        </label>
        {errorLine}
      </div>
    );
  }
  const common = {
    id,
    name,
    defaultValue: multiple ? (typed !== undefined ? typed.split("\n") : defaultValue) : (typed ?? defaultValue),
    required,
    ...invalid,
  } as const;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select {...common} multiple={multiple} size={size}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : rows ? (
        <textarea {...common} rows={rows} placeholder={placeholder} />
      ) : (
        <input {...common} type={type} step={step} placeholder={placeholder} autoComplete={autoComplete} />
      )}
      {errorLine}
    </div>
  );
}
