"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { useResetPassword } from "@/hooks/use-auth-forms";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { passwordHint } from "./password-hint";
import { formText } from "@/components/ui/form-text";
import { useFormCheck } from "@/components/ui/form-check";

export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const router = useRouter();
  const reset = useResetPassword();
  const [mismatch, setMismatch] = useState(false);
  const local = useFormCheck({
    password: { missing: "Choose a new password", format: "Password must be at least 8 characters long" },
    passwordConfirmation: { missing: "Enter the new password again" },
  });
  const fieldErrors = { ...(reset.error instanceof ApiRequestError ? reset.error.fieldErrors : {}), ...local.errors };
  const tokenError = fieldErrors.token?.join(" ");
  const generalError = reset.error && !Object.keys(fieldErrors).length ? reset.error.message : tokenError;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!local.check(event.currentTarget)) {
      setMismatch(false);
      return reset.reset();
    }
    const form = new FormData(event.currentTarget);
    const password = formText(form, "password");
    if (password !== formText(form, "passwordConfirmation")) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    const address = formText(form, "email");
    reset.mutate(
      { email: address, token, password },
      { onSuccess: () => router.push(`/login?reset=1&email=${encodeURIComponent(address)}`) },
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {generalError ? (
        <Alert tone="error" title="We couldn't change your password">
          <p>{generalError}</p>
          <p>
            <a href="/forgot-password">Request a new link</a>
          </p>
        </Alert>
      ) : null}
      <TextField
        id="email"
        type="email"
        label="E-mail address"
        autoComplete="username"
        required
        defaultValue={email}
        error={fieldErrors.email}
      />
      <TextField
        id="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={passwordHint}
        error={fieldErrors.password}
      />
      <TextField
        id="passwordConfirmation"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={fieldErrors.passwordConfirmation ?? (mismatch ? "The two passwords don\u2019t match" : undefined)}
      />
      <button type="submit" className="button button-block" disabled={reset.isPending}>
        {reset.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {reset.isPending ? "Saving…" : "Set new password"}
      </button>
    </form>
  );
}
