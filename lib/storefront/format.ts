/** Display helpers shared by server and client components. */

const symbols: Record<string, string> = { GBP: "£", EUR: "€", USD: "$" };

/** Minor units (pence) → "£12.50". */
export function formatMoney(minor: number, currencyCode = "GBP"): string {
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency: currencyCode }).format(minor / 100);
  } catch {
    return `${symbols[currencyCode] ?? ""}${(minor / 100).toFixed(2)}`;
  }
}

/** A major-unit amount as the API gives it (12.5) → "£12.50". */
export function formatAmount(major: number, currencyCode = "GBP"): string {
  return formatMoney(Math.round(major * 100), currencyCode);
}

export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" } : { timeZone: "UTC" }),
  }).format(date);
}

export function pluralise(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Frequencies are in weeks. */
export function formatFrequency(weeks: number): string {
  return weeks === 1 ? "Every week" : `Every ${weeks} weeks`;
}
