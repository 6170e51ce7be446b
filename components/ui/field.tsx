"use client";

import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

type Common = { id: string; label: string; error?: string[] | string; hint?: ReactNode; required?: boolean };

type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * An error stays beside its field until the shopper fixes the value: once an edit makes the field valid by its
 * own rules (required, minLength, type), the message goes; a new failed submission brings fresh messages.
 */
function useFixableError<E extends Editable>(error: string[] | string | undefined, onChange?: (event: ChangeEvent<E>) => void) {
  const messages = typeof error === "string" ? [error] : (error ?? []);
  const key = messages.join("\n");
  const [fixed, setFixed] = useState<string | null>(null);
  // Adjusted while rendering (not in an effect): when the messages go away, a later identical one shows again.
  const [previousKey, setPreviousKey] = useState(key);
  if (previousKey !== key) {
    setPreviousKey(key);
    if (!key) setFixed(null);
  }
  const shown = key && fixed !== key ? messages : [];
  const handleChange = (event: ChangeEvent<E>) => {
    if (key) setFixed(event.currentTarget.checkValidity() && event.currentTarget.value !== "" ? key : null);
    onChange?.(event);
  };
  return { shown, handleChange };
}

function describedBy(id: string, error: unknown, hint: unknown) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string[] | string; hint?: ReactNode }) {
  const messages = typeof error === "string" ? [error] : (error ?? []);
  return (
    <>
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {messages.length ? (
        <span className="field-error" id={`${id}-error`} data-testid={`${id}-error`}>
          {messages.join(" ")}
        </span>
      ) : null}
    </>
  );
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? (
        <span className="required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

/** A labelled input whose API validation errors show beside it (aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  onChange,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const { shown, handleChange } = useFixableError(error, onChange);
  const invalid = shown.length > 0;
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        name={input.name ?? id}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, hint)}
        onChange={handleChange}
        {...input}
      />
      <Messages id={id} error={shown} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  onChange,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const { shown, handleChange } = useFixableError(error, onChange);
  const invalid = shown.length > 0;
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        name={input.name ?? id}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, hint)}
        onChange={handleChange}
        {...input}
      />
      <Messages id={id} error={shown} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  children,
  onChange,
  ...input
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const { shown, handleChange } = useFixableError(error, onChange);
  const invalid = shown.length > 0;
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={input.name ?? id}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, invalid, hint)}
        onChange={handleChange}
        {...input}
      >
        {children}
      </select>
      <Messages id={id} error={shown} hint={hint} />
    </div>
  );
}
