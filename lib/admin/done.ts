/**
 * What a back-office page says after a write whose form is gone once it succeeds (the ship form of a shipped order,
 * a message marked handled, a record saved under a new address): the action redirects with `?done=<key>` and the
 * console shows the sentence. Fixed sentences, so a link cannot make the back office say anything else.
 */
export const doneMessages = {
  shipped: "Marked as shipped; the customer was sent the tracking details.",
  cancelled: "Cancelled: the payment was refunded and the stock put back.",
  handled: "Marked handled.",
  unhandled: "Marked unhandled.",
  saved: "Saved.",
  created: "Created.",
  deleted: "Deleted.",
} as const;
export type DoneKey = keyof typeof doneMessages;

export function doneMessage(key: string | null | undefined): string | undefined {
  return key && Object.hasOwn(doneMessages, key) ? doneMessages[key as DoneKey] : undefined;
}

/** `path` (a back-office path, possibly with a query) with `done` set; anything else falls back to `fallback`. */
export function withDone(path: string | null | undefined, done: DoneKey, fallback: string): string {
  let url: URL;
  try {
    url = new URL(path ?? fallback, "http://admin.invalid");
  } catch {
    url = new URL(fallback, "http://admin.invalid");
  }
  if (url.origin !== "http://admin.invalid" || !url.pathname.startsWith("/admin")) url = new URL(fallback, "http://admin.invalid");
  url.searchParams.set("done", done);
  return `${url.pathname}${url.search}`;
}
