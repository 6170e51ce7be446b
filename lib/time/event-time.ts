/** An event's start as the store shows it, in its time zone, e.g. "Thu 14 Jan 2027, 18:30". */
export function displayEventTime(timeZone: string, iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}
