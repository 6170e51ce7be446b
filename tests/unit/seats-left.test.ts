import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { peopleWaiting, seatsLeft, type SeatsTaken } from "@/lib/catalog/seats-taken";

const occ = "00000000-0000-4000-8000-000000000001";
const other = "00000000-0000-4000-8000-000000000002";
const standard = "00000000-0000-4000-8000-00000000000a";
const family = "00000000-0000-4000-8000-00000000000b";
const row = (r: Partial<SeatsTaken>): SeatsTaken => ({
  occurrenceId: occ,
  ticketTypeId: null,
  taken: 0,
  waiting: 0,
  waitingEntries: 0,
  nextExpiry: null,
  ...r,
});
const types = [
  { id: standard, capacity: null },
  { id: family, capacity: 4 },
];

describe("seatsLeft", () => {
  it("takes holds, tickets and offers from the date's capacity, and each type's own capacity bounds it", () => {
    const taken = [row({ ticketTypeId: standard, taken: 3 }), row({ ticketTypeId: family, taken: 3 }), row({ taken: 1 })];
    const left = seatsLeft({ occurrenceId: occ, capacity: 10, types, taken });
    expect(left.remaining).toBe(3);
    expect(left.byType.get(standard)).toBe(3);
    expect(left.byType.get(family)).toBe(1);
  });

  it("keeps the seats the waitlist's line wants from everyone else, but not from the line itself", () => {
    const taken = [row({ ticketTypeId: standard, taken: 6 }), row({ waiting: 3, waitingEntries: 2 })];
    expect(seatsLeft({ occurrenceId: occ, capacity: 8, types, taken }).remaining).toBe(0);
    expect(seatsLeft({ occurrenceId: occ, capacity: 8, types, taken, aheadOfLine: true }).remaining).toBe(2);
    expect(peopleWaiting(taken, occ)).toBe(2);
    expect(peopleWaiting(taken, other)).toBe(0);
  });

  it("ignores other dates' seats", () => {
    const taken = [row({ occurrenceId: other, ticketTypeId: standard, taken: 50 })];
    expect(seatsLeft({ occurrenceId: occ, capacity: 5, types, taken }).remaining).toBe(5);
  });

  it("is never negative and never more than the capacity, for any counts", () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.array(fc.record({ typed: fc.boolean(), taken: fc.nat(200), waiting: fc.nat(50) }), { maxLength: 6 }),
        fc.boolean(),
        (capacity, parts, aheadOfLine) => {
          const taken = parts.map((p) =>
            row({ ticketTypeId: p.typed ? standard : null, taken: p.taken, waiting: p.typed ? 0 : p.waiting }),
          );
          const left = seatsLeft({ occurrenceId: occ, capacity, types, taken, aheadOfLine });
          expect(left.remaining).toBeGreaterThanOrEqual(0);
          expect(left.remaining).toBeLessThanOrEqual(capacity);
          for (const n of left.byType.values()) expect(n).toBeLessThanOrEqual(left.remaining);
        },
      ),
    );
  });
});
