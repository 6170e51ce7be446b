"use client";

import { type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { useFormCheck } from "@/components/ui/form-check";
import { useRequestPasswordReset } from "@/hooks/use-auth-forms";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { formText } from "@/components/ui/form-text";

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const local = useFormCheck();
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
    <form className="form" onSubmit={onSubmit} noValidate>
      {request.error && !fieldErrors.email ? <Alert tone="error">{request.error.message}</Alert> : null}
      <TextField id="email" type="email" label="E-mail address" autoComplete="email" required error={fieldErrors.email} />
      <button type="submit" className="button button-block" disabled={request.isPending}>
        {request.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {request.isPending ? "Sending…" : "Send reset link"}
      </button>
    </form>
  );
}
