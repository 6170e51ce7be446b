"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { useRegister } from "@/hooks/use-auth-forms";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { passwordHint } from "./password-hint";
import { formText } from "@/components/ui/form-text";
import { useFormCheck } from "@/components/ui/form-check";

export function RegisterForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const register = useRegister();
  const [signInError, setSignInError] = useState<string | null>(null);
  const local = useFormCheck({ password: { missing: "Choose a password", format: "Password must be at least 8 characters long" } });
  const fieldErrors = { ...(register.error instanceof ApiRequestError ? register.error.fieldErrors : {}), ...local.errors };
  const generalError = register.error && !Object.keys(fieldErrors).length ? register.error.message : signInError;

  // The new account's token starts the session directly (no second password check).
  async function signInAs(accountToken: string) {
    const result = await signIn("credentials", { redirect: false, accountToken, callbackUrl });
    if (!result || result.error) {
      setSignInError("Your account was created, but we could not sign you in. Please sign in.");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSignInError(null);
    if (!local.check(event.currentTarget)) return register.reset();
    const form = new FormData(event.currentTarget);
    register.mutate(
      {
        firstName: formText(form, "firstName"),
        lastName: formText(form, "lastName"),
        email: formText(form, "email"),
        password: formText(form, "password"),
      },
      {
        onSuccess: (auth) => void signInAs(auth.token),
      },
    );
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {generalError ? <Alert tone="error">{generalError}</Alert> : null}
      <div className="form-row">
        <TextField id="firstName" label="First name" autoComplete="given-name" required error={fieldErrors.firstName} />
        <TextField id="lastName" label="Last name" autoComplete="family-name" required error={fieldErrors.lastName} />
      </div>
      <TextField id="email" type="email" label="E-mail address" autoComplete="email" required error={fieldErrors.email} />
      <TextField
        id="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={passwordHint}
        error={fieldErrors.password}
      />
      <button type="submit" className="button button-block" disabled={register.isPending}>
        {register.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {register.isPending ? "Creating your account…" : "Create account"}
      </button>
    </form>
  );
}
