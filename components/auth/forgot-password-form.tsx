"use client";

import { useEffect, useRef, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { useFormCheck } from "@/components/ui/form-check";
import { useRequestPasswordReset } from "@/hooks/use-auth-forms";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { formText } from "@/components/ui/form-text";
import { takeEmailDraft } from "./email-draft";

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const local = useFormCheck();
  const formRef = useRef<HTMLFormElement>(null);
  // The address typed on the sign-in form on the way here (email-draft.ts), unless something is typed here already.
  useEffect(() => {
    const draft = takeEmailDraft();
    const field = formRef.current?.elements.namedItem("email");
    if (draft && field instanceof HTMLInputElement && !field.value) field.value = draft;
  }, []);
  const fieldErrors = { ...(request.error instanceof ApiRequestError ? request.error.fieldErrors : {}), ...local.errors };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!local.check(event.currentTarget)) return request.reset();
    request.mutate({ email: formText(new FormData(event.currentTarget), "email") });
  }

  if (request.isSuccess) {
    return (
      <Alert tone="success" title="Check your inbox">
        {request.data.message}
      </Alert>
    );
  }
  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
      {request.error && !fieldErrors.email ? <Alert tone="error">{request.error.message}</Alert> : null}
      <TextField id="email" type="email" label="E-mail address" autoComplete="email" required error={fieldErrors.email} />
      <button type="submit" className="button button-block" disabled={request.isPending}>
        {request.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {request.isPending ? "Sending…" : "Send reset link"}
      </button>
    </form>
  );
}
