"use client";

import { useState } from "react";
import { plainFieldError } from "@/lib/storefront/plain-errors";

export type FieldErrors = Record<string, string[]>;
/** Per field, the words for a missing value and for a malformed one (defaults: the API's refusal in plain words). */
export type FieldMessages = Record<string, { missing?: string; format?: string }>;

// Deliberately loose (something@something.tld): the browser catches the plain slips, the API stays the authority.
const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * The simple rules a form's fields declare (required, type="email", minLength), checked in the browser before
 * anything is sent, so an ordinary slip is answered at once, beside its field, with no refused request (and no
 * red "Failed to load resource" line in the console). Rules that need the server (taken e-mail, password
 * strength, wrong password) stay the API's.
 */
export function checkFields(form: HTMLFormElement, messages: FieldMessages = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)) continue;
    if (!el.name || el.disabled || errors[el.name] || (el instanceof HTMLInputElement && el.type === "hidden")) continue;
    const value = el.value.trim();
    const words = messages[el.name] ?? {};
    const minLength = el instanceof HTMLSelectElement ? -1 : el.minLength;
    // In the words the API's own refusals are shown in (lib/storefront/plain-errors.ts), unless the form says otherwise.
    if (el.required && !value) errors[el.name] = [words.missing ?? plainFieldError(el.name, "The field is required.")];
    else if (el instanceof HTMLInputElement && el.type === "email" && value && !emailShape.test(value))
      errors[el.name] = [words.format ?? plainFieldError(el.name, "must be a valid email address")];
    else if (minLength > 0 && el.value && el.value.length < minLength)
      errors[el.name] = [words.format ?? plainFieldError(el.name, `must be at least ${minLength} characters`)];
  }
  return errors;
}

/** Focuses the first field named in `errors` (in the form's order), after React has rendered the messages. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  const names = Object.keys(errors);
  if (!form || !names.length) return;
  requestAnimationFrame(() => {
    const first = Array.from(form.elements).find(
      (el): el is HTMLElement => el instanceof HTMLElement && names.includes(el.getAttribute("name") ?? ""),
    );
    first?.focus();
  });
}

/**
 * A form's client-side check: `check(form)` answers true when the form may be sent; otherwise the messages are
 * shown (`errors`) and focus goes to the first field in error. A passing check clears earlier messages.
 */
export function useFormCheck(messages?: FieldMessages) {
  const [errors, setErrors] = useState<FieldErrors>({});
  function check(form: HTMLFormElement): boolean {
    const found = checkFields(form, messages);
    setErrors(found);
    focusFirstError(form, found);
    return Object.keys(found).length === 0;
  }
  return { errors, check, clear: () => setErrors({}) };
}
