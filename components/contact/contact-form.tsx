"use client";

import { useEffect, useRef, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { TextAreaField, TextField } from "@/components/ui/field";
import { useSendMessage } from "@/hooks/use-contact";
import { ApiRequestError } from "@/lib/storefront/api-client";
import { formText } from "@/components/ui/form-text";
import { focusFirstError, useFormCheck } from "@/components/ui/form-check";

/** POST /messages; the API's validation errors appear beside their fields, and focus moves to the first one. */
export function ContactForm() {
  const send = useSendMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  // The shop needs something to answer: a message is required here (the API itself only requires the e-mail).
  const local = useFormCheck({ message: { missing: "Enter a message" } });
  const errors = { ...(send.error instanceof ApiRequestError ? send.error.fieldErrors : {}), ...local.errors };
  const general = send.error && !Object.keys(errors).length ? send.error.message : null;

  // Once the thank-you is on the page, focus goes to it, which brings it into view below the sticky header
  // (scroll-padding-top): after the commit that shows it, however long the server took.
  const sentAt = send.isSuccess ? send.submittedAt : 0;
  useEffect(() => {
    if (sentAt) thanksRef.current?.focus();
  }, [sentAt]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!local.check(form)) {
      send.reset();
      return;
    }
    const f = new FormData(form);
    const text = (name: string) => formText(f, name);
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
          if (error instanceof ApiRequestError) focusFirstError(formRef.current, error.fieldErrors);
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
        <div ref={thanksRef} tabIndex={-1} className="focus-target" data-testid="contact-thanks">
          <Alert tone="success" title="Thank you, your message is on its way">
            {send.data.message}
          </Alert>
        </div>
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
