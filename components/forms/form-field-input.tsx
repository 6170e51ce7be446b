"use client";

import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { FormField } from "@storefront/sdk";

const inputTypes: Partial<Record<FormField["type"], string>> = {
  email: "email",
  phone: "tel",
  number: "number",
  date: "date",
  text: "text",
};
const autoComplete: Partial<Record<FormField["type"], string>> = { email: "email", phone: "tel" };

/** A group of choices (radio buttons, or a checkbox group) with its legend and error, in a fieldset. */
function ChoiceGroup({ id, field, error }: { id: string; field: FormField; error?: string[] }) {
  const type = field.type === "radio" ? "radio" : "checkbox";
  const described = [field.help ? `${id}-hint` : null, error?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="field form-choices" aria-describedby={described}>
      <legend>
        {field.label}
        {field.required ? (
          <span className="required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      {field.options?.map((option, i) => (
        <label key={option} className="form-choice">
          <input type={type} name={field.name} value={option} id={i === 0 ? id : undefined} />
          {` ${option}`}
        </label>
      ))}
      {field.help ? (
        <span className="hint" id={`${id}-hint`}>
          {field.help}
        </span>
      ) : null}
      {error?.length ? (
        <span className="field-error" id={`${id}-error`} data-testid={`${id}-error`}>
          {error.join(" ")}
        </span>
      ) : null}
    </fieldset>
  );
}

/** One field of a store's form, as its definition describes it, with its API error beside it. */
export function FormFieldInput({
  formSlug,
  field,
  error,
  source,
}: {
  formSlug: string;
  field: FormField;
  error?: string[];
  source: string;
}) {
  const id = `form-${formSlug}-${field.name}`;
  const common = { id, name: field.name, label: field.label, required: field.required, error, hint: field.help };
  switch (field.type) {
    case "hidden":
      return <input type="hidden" name={field.name} value={source} />;
    case "textarea":
      return <TextAreaField {...common} rows={5} maxLength={field.max} />;
    case "select":
      return (
        <SelectField {...common} defaultValue="">
          <option value="">Choose…</option>
          {field.options?.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </SelectField>
      );
    case "radio":
      return <ChoiceGroup id={id} field={field} error={error} />;
    case "checkbox":
      if (field.options) return <ChoiceGroup id={id} field={field} error={error} />;
    // falls through: one yes/no box
    case "consent": {
      const described = [field.help ? `${id}-hint` : null, error?.length ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
      return (
        <div className="field">
          <label className="form-choice" htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              name={field.name}
              value="true"
              aria-describedby={described}
              aria-invalid={error?.length ? true : undefined}
              required={field.required}
            />
            {` ${field.label}`}
            {field.required ? (
              <span className="required" aria-hidden="true">
                {" "}
                *
              </span>
            ) : null}
          </label>
          {field.help ? (
            <span className="hint" id={`${id}-hint`}>
              {field.help}
            </span>
          ) : null}
          {error?.length ? (
            <span className="field-error" id={`${id}-error`} data-testid={`${id}-error`}>
              {error.join(" ")}
            </span>
          ) : null}
        </div>
      );
    }
    default:
      return (
        <TextField
          {...common}
          type={inputTypes[field.type] ?? "text"}
          autoComplete={autoComplete[field.type]}
          min={field.type === "number" ? field.min : undefined}
          max={field.type === "number" ? field.max : undefined}
          maxLength={field.type !== "number" && field.type !== "date" ? field.max : undefined}
        />
      );
  }
}
