"use client";

import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { TextAreaField, TextField } from "@/components/ui/field";
import { useSendMessage } from "@/hooks/use-contact";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { formText } from "@/components/ui/form-text";

/** POST /messages; the API's validation errors appear beside their fields, and focus moves to the first one. */
export function ContactForm() {
  const send = useSendMessage();
  const formRef = useRef<HTMLFormElement>(null);
  // The shop needs something to answer: a message is required here (the API itself only requires the e-mail).
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});
  const errors = { ...(send.error instanceof ApiRequestError ? send.error.fieldErrors : {}), ...localErrors };
  const general = send.error && !Object.keys(errors).length ? send.error.message : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (name: string) => formText(f, name);
    const missing: Record<string, string[]> = {};
    if (!text("email").trim()) missing.email = ["Enter your e-mail address"];
    if (!text("message").trim()) missing.message = ["Enter a message"];
    setLocalErrors(missing);
    const firstMissing = Object.keys(missing)[0];
    if (firstMissing) {
      send.reset();
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${firstMissing}"]`)?.focus());
      return;
    }
    send.mutate(
      {
        name: text("name"),
        email: text("email"),
        company: text("company"),
        subject: text("subject"),
        message: text("message"),
        source: "storefront-contact-page",
      },
      {
        onSuccess: () => formRef.current?.reset(),
        onError: (error) => {
          const first = error instanceof ApiRequestError ? Object.keys(error.fieldErrors)[0] : undefined;
          if (first) requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
        },
      },
    );
  }

  return (
    <form ref={formRef} className="form card card-body" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" style={{ fontSize: "1.35rem", margin: 0 }}>
        Send us a message
      </h2>
      {send.isSuccess ? (
        <Alert tone="success" title="Thank you, your message is on its way">
          {send.data.message}
        </Alert>
      ) : null}
      {general ? <Alert tone="error">{general}</Alert> : null}
      {Object.keys(errors).length ? <Alert tone="error">Please check the highlighted fields.</Alert> : null}
      <div className="form-row">
        <TextField id="name" label="Your name" autoComplete="name" error={errors.name} />
        <TextField id="email" type="email" label="E-mail address" autoComplete="email" required error={errors.email} />
      </div>
      <div className="form-row">
        <TextField id="company" label="Company (optional)" autoComplete="organization" error={errors.company} />
        <TextField id="subject" label="Subject" error={errors.subject} />
      </div>
      <TextAreaField id="message" label="Message" required error={errors.message} rows={6} />
      <div>
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {send.isPending ? "Sending…" : "Send message"}
        </button>
      </div>
    </form>
  );
}
