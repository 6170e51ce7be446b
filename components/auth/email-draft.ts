"use client";

/**
 * The e-mail address a shopper typed on the sign-in form, carried to the forgotten-password form they are on their
 * way to. Following "Forgotten your password?" keeps the sign-in page on screen until the next page arrives (a
 * second or more on a slow connection); an address typed or autofilled meanwhile went into the sign-in form's field
 * and was lost when the new page replaced it. Kept in this tab's sessionStorage, read once.
 */
const key = "storefront:email-draft";

export function saveEmailDraft(value: string) {
  try {
    if (value.trim()) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the shopper types it again.
  }
}

export function takeEmailDraft(): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}
