/** Display helpers shared by server and client components (money lives in lib/money). */

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
