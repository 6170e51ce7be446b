import { sql, type SQL } from "drizzle-orm";
import { InvalidInputError } from "../errors/domain";

/** One value of a row's sort key as a cursor carries it: as Postgres writes it as text (Postgres reads it back typed). */
export type KeyValue = string;

/** One column of a list's order: the expression and its direction. The last one must be unique (the id). */
export type SortKey = { expression: SQL; direction: "asc" | "desc" };

/** The opaque `cursor`: base64url of the JSON array of the last row's sort key values, its id last. */
export function encodeCursor(values: KeyValue[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

const refused = () => new InvalidInputError({ cursor: ["The cursor is not one this list gave out: start again without it."] });

/** The values a cursor carries, checked against the list's key (one value per sort key, none an object): else 422 on `cursor`. */
export function decodeCursor(cursor: string, keyLength: number): KeyValue[] {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) throw refused();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw refused();
  }
  if (!Array.isArray(values) || values.length !== keyLength) throw refused();
  if (!values.every((v) => typeof v === "string")) throw refused();
  return values;
}

/**
 * The rows after the cursor's row in the list's order (keyset pagination): lexicographic over the sort keys, each in
 * its direction, so rows inserted meanwhile never shift a walk (no row seen twice, none skipped). Keys are not null.
 */
export function afterCursor(keys: SortKey[], values: KeyValue[]): SQL {
  const terms = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((k, j) => sql`${k.expression} = ${values[j]}`);
    const beyond = key.direction === "asc" ? sql`${key.expression} > ${values[i]}` : sql`${key.expression} < ${values[i]}`;
    return sql.join([...equalBefore, beyond], sql` and `);
  });
  return sql`(${sql.join(
    terms.map((t) => sql`(${t})`),
    sql` or `,
  )})`;
}

/** The ORDER BY of the sort keys. */
export function orderOf(keys: SortKey[]): SQL[] {
  return keys.map((k) => (k.direction === "asc" ? sql`${k.expression} asc` : sql`${k.expression} desc`));
}

/** A timestamp column as a sort key: UTC text to the microsecond (a Date would lose them and repeat a row), in byte order. */
export function timestampKey(column: unknown): SQL {
  return sql`(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') collate "C")`;
}

/** The sort key's values of a row, to select as a column: the JSON text of an array of texts (same on every driver). */
export function cursorColumn(keys: SortKey[]): SQL<string> {
  return sql<string>`json_build_array(${sql.join(
    keys.map((k) => sql`(${k.expression})::text`),
    sql`, `,
  )})::text`;
}

/**
 * The page and where the next one starts, from the rows read with `limit perPage + 1` and the `cursorColumn` as
 * `cursorKey`: null when nothing follows.
 */
export function pageWithCursor<R extends { cursorKey: string }>(rows: R[], perPage: number): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, perPage);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > perPage && last ? encodeCursor(JSON.parse(last.cursorKey) as KeyValue[]) : null };
}
