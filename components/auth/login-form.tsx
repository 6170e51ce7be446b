"use client";

import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { formText } from "@/components/ui/form-text";
import { useFormCheck } from "@/components/ui/form-check";
import { saveEmailDraft } from "./email-draft";

export function LoginForm({
  callbackUrl,
  notice,
  defaultEmail,
}: {
  callbackUrl: string;
  notice?: { tone: "info" | "success"; text: string };
  defaultEmail?: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const local = useFormCheck({ password: { missing: "Enter your password" } });
  // On the way to the forgotten-password form: what is typed in the e-mail field until it arrives goes with it.
  const leavingForReset = useRef<HTMLFormElement | null>(null);
  const carryEmail = () => {
    const field = leavingForReset.current?.elements.namedItem("email");
    if (field instanceof HTMLInputElement) saveEmailDraft(field.value);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!local.check(event.currentTarget)) return setError(null);
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      redirect: false,
      email: formText(form, "email"),
      password: formText(form, "password"),
      callbackUrl,
    });
    if (!result || result.error) {
      setPending(false);
      setError(result?.error && result.error !== "CredentialsSignin" ? result.error : "These credentials do not match our records.");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  }

  return (
    <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <TextField
        id="email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
        defaultValue={defaultEmail}
        error={local.errors.email ?? error ?? undefined}
        onChange={() => {
          if (leavingForReset.current) carryEmail();
        }}
      />
      <TextField
        id="password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        error={local.errors.password}
      />
      <div style={{ textAlign: "right", marginTop: "-0.5rem" }}>
        <Link
          href="/forgot-password"
          className="small"
          onClick={(event) => {
            leavingForReset.current = event.currentTarget.closest("form");
            carryEmail();
          }}
        >
          Forgotten your password?
        </Link>
      </div>
      <button type="submit" className="button button-block" disabled={pending}>
        {pending ? <span className="spinner" aria-hidden="true" /> : null}
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
