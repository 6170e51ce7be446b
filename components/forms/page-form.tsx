"use client";

import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { focusFirstError, type FieldErrors } from "@/components/ui/form-check";
import { formText } from "@/components/ui/form-text";
import { useFormDefinition, useSubmitForm } from "@/hooks/use-forms";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { FormFieldInput } from "./form-field-input";
import type { FormChallenge, FormField, JsonObject, PublicForm } from "@storefront/sdk";

/** The proof of work for a challenge, started as soon as the form is shown: base64 of {challenge, solution}. */
async function solve(challenge: FormChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The anti-spam check could not be completed.");
  return btoa(JSON.stringify({ challenge, solution }));
}

/** The values of the form's fields as the API takes them, from what the shopper entered. */
function valuesOf(form: HTMLFormElement, fields: FormField[]): JsonObject {
  const data = new FormData(form);
  const values: JsonObject = {};
  for (const field of fields) {
    const raw = data.getAll(field.name).filter((v): v is string => typeof v === "string");
    if (field.type === "checkbox" && field.options) values[field.name] = raw;
    else if (field.type === "checkbox" || field.type === "consent") values[field.name] = raw.length > 0;
    else values[field.name] = raw[0]?.trim() ?? "";
  }
  return values;
}

/** Required fields left empty, in the shopper's words, before anything is sent. */
function missing(form: HTMLFormElement, fields: FormField[]): FieldErrors {
  const values = valuesOf(form, fields);
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (!field.required || field.type === "hidden") continue;
    const v = values[field.name];
    const empty = v === "" || v === false || (Array.isArray(v) && v.length === 0);
    if (empty) errors[field.name] = [field.type === "consent" ? `Please tick: ${field.label}` : `Enter ${field.label.toLowerCase()}`];
  }
  return errors;
}

/** A store's form (GET /forms/{slug}) rendered from its definition on a CMS page: errors beside their fields. */
export function PageForm({ slug, source }: { slug: string; source: string }) {
  const definition = useFormDefinition(slug);
  if (definition.isPending) return <p className="muted">Loading the form…</p>;
  if (definition.isError) return null;
  return (
    <LoadedForm
      form={definition.data.data}
      challenge={definition.data.challenge}
      source={source}
      refetch={() => void definition.refetch()}
    />
  );
}

function LoadedForm({
  form,
  challenge,
  source,
  refetch,
}: {
  form: PublicForm;
  challenge: FormChallenge;
  source: string;
  refetch: () => void;
}) {
  const send = useSubmitForm(form.slug);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const proof = useRef<Promise<string> | null>(null);
  const [local, setLocal] = useState<FieldErrors>({});
  useEffect(() => {
    const p = solve(challenge);
    p.catch(() => undefined);
    proof.current = p;
  }, [challenge]);

  const body = send.error instanceof ApiRequestError ? (send.error.body as { errors?: FieldErrors } | null) : null;
  const serverErrors = body?.errors ?? {};
  const errors: FieldErrors = { ...serverErrors, ...local };
  const fieldNames = new Set(form.fields.map((f) => f.name));
  // What no field shows: a refusal of the anti-spam check or the honeypot, or an answer without field errors.
  const notOnAField = Object.entries(serverErrors).find(([name]) => !fieldNames.has(name))?.[1]?.[0];
  const general = !send.error ? null : (notOnAField ?? (Object.keys(serverErrors).length ? null : send.error.message));

  useEffect(() => {
    if (send.isSuccess) thanksRef.current?.focus();
  }, [send.isSuccess]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const found = missing(element, form.fields);
    setLocal(found);
    if (Object.keys(found).length) {
      send.reset();
      focusFirstError(element, found);
      return;
    }
    let altcha: string;
    try {
      altcha = await (proof.current ?? solve(challenge));
    } catch {
      refetch();
      return;
    }
    const honeypot = formText(new FormData(element), "website");
    send.mutate(
      { values: valuesOf(element, form.fields), altcha, honeypot },
      {
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) return;
          const errs = (error.body as { errors?: FieldErrors } | null)?.errors ?? {};
          // A spent or expired challenge: a fresh one is fetched and solved, and what was typed stays.
          if (errs.altcha) refetch();
          focusFirstError(formRef.current, errs);
        },
      },
    );
  }

  if (send.isSuccess)
    return (
      <div ref={thanksRef} tabIndex={-1} className="focus-target" data-testid="form-success">
        <Alert tone="success" title="Thank you">
          {send.data.message}
        </Alert>
      </div>
    );

  const titleId = `form-${form.slug}-title`;
  return (
    <form
      ref={formRef}
      className="form card card-body"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={titleId}
      data-testid="page-form"
    >
      <h2 id={titleId} style={{ fontSize: "1.35rem", margin: 0 }}>
        {form.title}
      </h2>
      {general ? <Alert tone="error">{general}</Alert> : null}
      {Object.keys(errors).some((k) => fieldNames.has(k)) ? <Alert tone="error">Please check the highlighted fields.</Alert> : null}
      {form.fields.map((field) => (
        <FormFieldInput key={field.name} formSlug={form.slug} field={field} error={errors[field.name]} source={source} />
      ))}
      <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
        <label htmlFor={`form-${form.slug}-website`}>Leave this empty</label>
        <input id={`form-${form.slug}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {send.isPending ? "Sending…" : "Send"}
        </button>
      </div>
    </form>
  );
}
