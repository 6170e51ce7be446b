import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

type Common = { id: string; label: string; error?: string[] | string; hint?: ReactNode; required?: boolean };

function describedBy(id: string, error: unknown, hint: unknown) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string[] | string; hint?: ReactNode }) {
  const messages = typeof error === "string" ? [error] : error ?? [];
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
export function TextField({ id, label, error, hint, required, ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const invalid = !!(typeof error === "string" ? error : error?.length);
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <input id={id} name={input.name ?? id} required={required} aria-invalid={invalid || undefined} aria-describedby={describedBy(id, invalid, hint)} {...input} />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ id, label, error, hint, required, ...input }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const invalid = !!(typeof error === "string" ? error : error?.length);
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <textarea id={id} name={input.name ?? id} required={required} aria-invalid={invalid || undefined} aria-describedby={describedBy(id, invalid, hint)} {...input} />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ id, label, error, hint, required, children, ...input }: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const invalid = !!(typeof error === "string" ? error : error?.length);
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <select id={id} name={input.name ?? id} required={required} aria-invalid={invalid || undefined} aria-describedby={describedBy(id, invalid, hint)} {...input}>
        {children}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}
