"use client";

import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { passwordHint } from "@/components/auth/password-hint";
import { TextField } from "@/components/ui/field";
import { formText } from "@/components/ui/form-text";
import { useFormCheck } from "@/components/ui/form-check";
import { QueryState, useHydrated } from "@/components/ui/query-state";
import { ResultAlert } from "@/components/ui/result-alert";
import { useChangePassword, useMarketingPreference, useProfile, useSetMarketingPreference, useUpdateProfile } from "@/hooks/use-profile";
import { ApiRequestError } from "@/lib/storefront/api-client";
import type { CustomerProfile } from "@storefront/sdk";

/** The form shows at once, disabled until the profile arrives, so the page does not shift when it does. */
function ProfileForm({ profile }: { profile: CustomerProfile | undefined }) {
  const update = useUpdateProfile();
  const session = useSession();
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const local = useFormCheck();
  const errors = { ...(update.error instanceof ApiRequestError ? update.error.fieldErrors : {}), ...local.errors };
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    if (!local.check(event.currentTarget)) return update.reset();
    const f = new FormData(event.currentTarget);
    update.mutate(
      { firstName: formText(f, "firstName"), lastName: formText(f, "lastName"), phone: formText(f, "phone") },
      {
        onSuccess: (p) => {
          setSaved(`Your details were saved: ${[p.firstName, p.lastName].filter(Boolean).join(" ")}${p.phone ? `, ${p.phone}` : ""}.`);
          // The name in the account menu comes from the session: refresh it, then the server-rendered layout.
          void session.update().then(() => router.refresh());
        },
      },
    );
  }
  return (
    <form className="form card card-body" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" style={{ fontSize: "1.3rem", margin: 0 }}>
        Your details
      </h2>
      {saved ? <ResultAlert tone="success" message={saved} testId="profile-result" /> : null}
      {update.error && !Object.keys(errors).length ? <ResultAlert tone="error" message={update.error.message} /> : null}
      <fieldset disabled={!profile} aria-busy={!profile} style={{ border: 0, margin: 0, padding: 0, display: "contents" }}>
        <div className="form-row">
          <TextField
            id="firstName"
            label="First name"
            autoComplete="given-name"
            required
            defaultValue={profile?.firstName ?? ""}
            error={errors.firstName}
          />
          <TextField
            id="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            defaultValue={profile?.lastName ?? ""}
            error={errors.lastName}
          />
        </div>
        <TextField
          id="phone"
          type="tel"
          label="Phone (optional)"
          autoComplete="tel"
          defaultValue={profile?.phone ?? ""}
          hint="For questions about a delivery. Leave it empty to remove it."
          error={errors.phone}
        />
        <TextField
          id="email"
          type="email"
          label="E-mail address"
          defaultValue={profile?.email ?? ""}
          readOnly
          hint="Your sign-in address."
        />
        <div className="button-row">
          <button type="submit" className="button" disabled={update.isPending}>
            {update.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            Save details
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const [mismatch, setMismatch] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const local = useFormCheck();
  const errors = { ...(change.error instanceof ApiRequestError ? change.error.fieldErrors : {}), ...local.errors };
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setDone(null);
    if (!local.check(form)) {
      setMismatch(false);
      return change.reset();
    }
    const f = new FormData(form);
    const newPassword = formText(f, "newPassword");
    if (newPassword !== formText(f, "newPasswordConfirmation")) {
      setMismatch(true);
      form.querySelector<HTMLInputElement>("#newPasswordConfirmation")?.focus();
      return;
    }
    setMismatch(false);
    change.mutate(
      { currentPassword: formText(f, "currentPassword"), newPassword },
      {
        onSuccess: (r) => {
          form.reset();
          setDone(r.message);
        },
        onError: (error) => {
          const first = error instanceof ApiRequestError ? Object.keys(error.fieldErrors)[0] : undefined;
          if (first) requestAnimationFrame(() => form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus());
        },
      },
    );
  }
  return (
    <form className="form card card-body" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" style={{ fontSize: "1.3rem", margin: 0 }}>
        Change your password
      </h2>
      <TextField
        id="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <TextField
        id="newPassword"
        type="password"
        label="New password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={passwordHint}
        error={errors.newPassword}
      />
      <TextField
        id="newPasswordConfirmation"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.newPasswordConfirmation ?? (mismatch ? "The two passwords don\u2019t match" : undefined)}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          Change password
        </button>
      </div>
      {/* The outcome below the button (focused, so in view), in a slot that already has its height: an invisible copy of
          the success message holds the place at every width, and the note about other devices shows there until then.
          Arriving, the message moves nothing, neither the form above nor the footer below. */}
      <div className="outcome-slot">
        <div className="alert alert-success outcome-ghost" aria-hidden="true">
          <p>Your password has been changed. Other devices signed in to your account have been signed out.</p>
        </div>
        {done ? (
          <ResultAlert tone="success" message={done} testId="password-result" />
        ) : change.error && !Object.keys(errors).length ? (
          <ResultAlert tone="error" message={change.error.message} />
        ) : (
          <p className="muted small" style={{ margin: 0 }}>
            You stay signed in here; every other device signed in to your account is signed out.
          </p>
        )}
      </div>
    </form>
  );
}

/** The opt-in to marketing e-mails: a box and a save button, the outcome said below it. */
function MarketingForm() {
  const preference = useMarketingPreference();
  const set = useSetMarketingPreference();
  const data = useHydrated() ? preference.data : undefined;
  const [done, setDone] = useState<string | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const accepted = new FormData(event.currentTarget).get("marketing") === "on";
    set.mutate(accepted, {
      onSuccess: (p) => setDone(p.accepted ? "Saved: we will send you news and offers." : "Saved: we will not send you news and offers."),
    });
  }
  return (
    <form className="form card card-body" onSubmit={onSubmit} aria-labelledby="marketing-title">
      <h2 id="marketing-title" style={{ fontSize: "1.3rem", margin: 0 }}>
        News and offers
      </h2>
      <fieldset disabled={!data} aria-busy={!data} style={{ border: 0, margin: 0, padding: 0, display: "contents" }}>
        <label className="checkbox">
          <input key={String(data?.accepted)} type="checkbox" name="marketing" defaultChecked={data?.accepted ?? false} /> Send me the
          store&apos;s news and offers by e-mail
        </label>
        <p className="muted small" style={{ margin: 0 }}>
          You can change your mind here at any time. Order and delivery e-mails come either way.
        </p>
        <div className="button-row">
          <button type="submit" className="button button-secondary" disabled={set.isPending}>
            {set.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            Save e-mail preference
          </button>
        </div>
      </fieldset>
      {done ? <ResultAlert tone="success" message={done} testId="marketing-result" /> : null}
      {set.error ? <ResultAlert tone="error" message={set.error.message} /> : null}
    </form>
  );
}

export function ProfileSettings() {
  const profile = useProfile();
  // Held data shows only once hydrated, so the browser's first render matches the server's (see QueryState).
  const data = useHydrated() ? profile.data : undefined;
  return (
    <div className="grid" style={{ gap: "1.5rem" }}>
      <div>
        <h1 style={{ marginBottom: "0.25rem" }}>Profile and password</h1>
        <p className="muted" style={{ margin: 0 }}>
          Your name and phone number, and the password you sign in with.
        </p>
      </div>
      {profile.error ? (
        <QueryState isPending={false} error={profile.error} retry={() => void profile.refetch()} label="your profile">
          {null}
        </QueryState>
      ) : (
        <ProfileForm key={data?.id ?? "loading"} profile={data} />
      )}
      <MarketingForm />
      <ChangePasswordForm />
    </div>
  );
}
