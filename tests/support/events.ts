import { expect } from "vitest";
import { fixtures } from "./fixtures";
import { api } from "./http";

// The demo's Roastery Tour: its dates belong to the ticket tests, each adding its own.
export const tourSlug = "roastery-tour";

/** A date of the tour of the caller's own: `capacity` seats, `days` from now (negative: past), 2 hours long. */
export async function newTourDate({
  operator,
  capacity,
  days = 400,
}: {
  operator: string;
  capacity: number;
  days?: number;
}): Promise<string> {
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  const res = await api("POST", `/operator/events/${tourSlug}/occurrences`, {
    token: operator,
    body: { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 7_200_000).toISOString(), capacity },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/** One date of the tour as GET /events/{slug} answers it (in `market` when given). */
export async function tourDate(id: string, market?: string) {
  const res = await api("GET", `/events/${tourSlug}${market ? `?market=${market}` : ""}`, { token: fixtures().demo.apiToken });
  expect(res.status).toBe(200);
  return res.body.data.occurrences.find((o: { id: string }) => o.id === id);
}

/** A new guest cart of the demo store in the GB market. */
export async function guestCart(): Promise<string> {
  const res = await api("POST", "/carts", { token: fixtures().demo.apiToken, body: { market: "GB" } });
  expect(res.status).toBe(201);
  return res.body.data.id;
}
