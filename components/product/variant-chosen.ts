/** What the option pickers tell the gallery beside them when a shopper picks a variant (a window event, no shared state). */
const eventName = "storefront:variant-chosen";

export function announceVariant(variantId: string): void {
  window.dispatchEvent(new CustomEvent<string>(eventName, { detail: variantId }));
}

/** Calls `onChosen` with each variant id picked from now on; answers the unsubscribe. */
export function onVariantChosen(onChosen: (variantId: string) => void): () => void {
  const listener = (event: Event) => onChosen((event as CustomEvent<string>).detail);
  window.addEventListener(eventName, listener);
  return () => window.removeEventListener(eventName, listener);
}
