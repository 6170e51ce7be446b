/**
 * A cell a spreadsheet would run as a formula (or whose leading tab or carriage return hides one) gets a leading
 * apostrophe, so opening an export never runs what a customer or an import typed (CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? neutraliseCell(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 has it. */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** The inverse of neutraliseCell, for an import of an export: the apostrophe before = + - @ tab or CR is dropped. */
export function restoreCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
