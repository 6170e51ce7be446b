"use client";

import { useId, useState } from "react";
import { FormFieldInput } from "@/components/forms/form-field-input";
import { formFieldTypes } from "@/lib/forms/schemas";
import type { FormField, OperatorForm } from "@storefront/sdk";

type FormFieldType = FormField["type"];

const withOptions = new Set<FormFieldType>(["select", "radio", "checkbox"]);

function blankField(n: number): FormField {
  return { name: `field_${n}`, label: `Question ${n}`, type: "text", required: false };
}

/** Drops empty optional parts so the definition sent is what the owner set. */
function cleaned(field: FormField): FormField {
  const out: FormField = { name: field.name, label: field.label, type: field.type, required: field.required };
  if (withOptions.has(field.type) && field.options?.length) out.options = field.options;
  if (field.min !== undefined && !Number.isNaN(field.min)) out.min = field.min;
  if (field.max !== undefined && !Number.isNaN(field.max)) out.max = field.max;
  if (field.pattern) out.pattern = field.pattern;
  if (field.help) out.help = field.help;
  return out;
}

const numberOrUndefined = (v: string) => (v.trim() === "" ? undefined : Number(v));

/**
 * The form builder: the form's settings, its fields (add, edit, move up or down, remove) and a live preview of the
 * form as a shopper sees it. The fields travel to the save action as one JSON value.
 */
export function FormBuilder({ form, readOnly }: { form: OperatorForm; readOnly: boolean }) {
  const [fields, setFields] = useState<FormField[]>(form.fields);
  const [title, setTitle] = useState(form.title);
  const [counter, setCounter] = useState(form.fields.length + 1);
  const base = useId();
  const update = (i: number, patch: Partial<FormField>) => setFields((all) => all.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const move = (i: number, by: -1 | 1) =>
    setFields((all) => {
      const next = [...all];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  return (
    <div className="form-builder">
      <input type="hidden" name="fields" value={JSON.stringify(fields.map(cleaned))} />
      <fieldset disabled={readOnly} className="admin-fieldset">
        <legend>Settings</legend>
        <div className="admin-field">
          <label htmlFor={`${base}-title`}>Title</label>
          <input id={`${base}-title`} name="title" value={title} onChange={(e) => setTitle(e.target.value)} required />
        </div>
        <div className="admin-field">
          <label htmlFor={`${base}-slug`}>Slug</label>
          <input id={`${base}-slug`} name="slug" defaultValue={form.slug} required />
        </div>
        <div className="admin-field">
          <label htmlFor={`${base}-status`}>Status</label>
          <select id={`${base}-status`} name="status" defaultValue={form.status}>
            <option value="draft">Draft (not shown)</option>
            <option value="published">Published</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${base}-success`}>Message after sending</label>
          <textarea id={`${base}-success`} name="successMessage" defaultValue={form.successMessage} rows={2} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${base}-notify`}>E-mail each submission to (one address a line)</label>
          <textarea id={`${base}-notify`} name="notify" defaultValue={form.notify.join("\n")} rows={2} />
        </div>
      </fieldset>
      <div className="form-builder-columns">
        <section aria-labelledby={`${base}-fields`}>
          <h2 id={`${base}-fields`}>Fields</h2>
          <ol className="form-builder-fields">
            {fields.map((field, i) => {
              const id = `${base}-f${i}`;
              return (
                <li key={i} data-testid="builder-field">
                  <fieldset disabled={readOnly} className="admin-fieldset">
                    <legend>
                      {i + 1}. {field.label || field.name}
                    </legend>
                    <div className="admin-field">
                      <label htmlFor={`${id}-label`}>Label</label>
                      <input id={`${id}-label`} value={field.label} onChange={(e) => update(i, { label: e.target.value })} />
                    </div>
                    <div className="admin-field">
                      <label htmlFor={`${id}-name`}>Name (in the data)</label>
                      <input id={`${id}-name`} value={field.name} onChange={(e) => update(i, { name: e.target.value })} />
                    </div>
                    <div className="admin-field">
                      <label htmlFor={`${id}-type`}>Type</label>
                      <select id={`${id}-type`} value={field.type} onChange={(e) => update(i, { type: e.target.value as FormFieldType })}>
                        {formFieldTypes.map((t) => (
                          <option key={t} value={t}>
                            {t}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="admin-field admin-check">
                      <label>
                        <input type="checkbox" checked={field.required} onChange={(e) => update(i, { required: e.target.checked })} />{" "}
                        Required
                      </label>
                    </div>
                    {withOptions.has(field.type) && (
                      <div className="admin-field">
                        <label htmlFor={`${id}-options`}>Options (one a line)</label>
                        <textarea
                          id={`${id}-options`}
                          rows={3}
                          value={(field.options ?? []).join("\n")}
                          onChange={(e) => update(i, { options: e.target.value.split("\n") })}
                        />
                      </div>
                    )}
                    {field.type !== "consent" && field.type !== "hidden" && field.type !== "date" && (
                      <div className="admin-field-row">
                        <div className="admin-field">
                          <label htmlFor={`${id}-min`}>Min</label>
                          <input
                            id={`${id}-min`}
                            type="number"
                            value={field.min ?? ""}
                            onChange={(e) => update(i, { min: numberOrUndefined(e.target.value) })}
                          />
                        </div>
                        <div className="admin-field">
                          <label htmlFor={`${id}-max`}>Max</label>
                          <input
                            id={`${id}-max`}
                            type="number"
                            value={field.max ?? ""}
                            onChange={(e) => update(i, { max: numberOrUndefined(e.target.value) })}
                          />
                        </div>
                      </div>
                    )}
                    <div className="admin-field">
                      <label htmlFor={`${id}-help`}>Help text</label>
                      <input id={`${id}-help`} value={field.help ?? ""} onChange={(e) => update(i, { help: e.target.value })} />
                    </div>
                    <div className="admin-toolbar">
                      <button type="button" className="admin-button secondary" disabled={i === 0} onClick={() => move(i, -1)}>
                        Move up<span className="sr-only"> {field.label}</span>
                      </button>
                      <button
                        type="button"
                        className="admin-button secondary"
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, 1)}
                      >
                        Move down<span className="sr-only"> {field.label}</span>
                      </button>
                      <button
                        type="button"
                        className="admin-button danger"
                        onClick={() => setFields((all) => all.filter((_, j) => j !== i))}
                      >
                        Remove<span className="sr-only"> {field.label}</span>
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {!readOnly && (
            <button
              type="button"
              className="admin-button secondary"
              onClick={() => {
                setFields((all) => [...all, blankField(counter)]);
                setCounter((n) => n + 1);
              }}
            >
              Add field
            </button>
          )}
        </section>
        <section aria-labelledby={`${base}-preview`} className="form-builder-preview">
          <h2 id={`${base}-preview`}>Preview</h2>
          {/* Disabled: what is typed in the preview is never sent with the builder. */}
          <fieldset className="form card card-body" disabled>
            <legend>{title}</legend>
            {fields.map((field, i) => (
              <FormFieldInput key={i} formSlug={`preview-${i}`} field={cleaned(field)} source="" />
            ))}
          </fieldset>
        </section>
      </div>
    </div>
  );
}
