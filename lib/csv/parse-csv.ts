/** One record of a CSV file: its cells and the line of the file it starts on (1 for the header). */
export type CsvRecord = { line: number; cells: string[] };

/** The text is not CSV: a quote left open, text after a closing quote, or bytes that are not text. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = "CsvSyntaxError";
  }
}

/**
 * Parses RFC 4180 CSV (what Shopify and spreadsheets write): fields separated by commas, records by CRLF or LF, a
 * field in double quotes may hold commas, line breaks and doubled quotes. A leading byte-order mark is dropped and
 * blank lines are skipped. Each record keeps the line it starts on, so errors can name it. Throws CsvSyntaxError for
 * a quote left open or text after a closing quote, and for a NUL character (binary data, not text).
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const n = input.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    // One record: fields until an unquoted line break or the end.
    for (;;) {
      let cell = "";
      if (input[i] === '"') {
        i++;
        for (;;) {
          if (i >= n) throw new CsvSyntaxError(start, "a quoted field is not closed.");
          const c = input[i]!;
          if (c === '"') {
            if (input[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === "\0") throw new CsvSyntaxError(line, "the file holds binary data, not text.");
          if (c === "\n") line++;
          cell += c;
          i++;
        }
        const after = input[i];
        if (after !== undefined && after !== "," && after !== "\n" && after !== "\r")
          throw new CsvSyntaxError(line, "text follows a closing quote (a quote inside a field must be doubled).");
      } else {
        let j = i;
        while (j < n) {
          const c = input[j]!;
          if (c === "," || c === "\n" || c === "\r") break;
          if (c === "\0") throw new CsvSyntaxError(line, "the file holds binary data, not text.");
          j++;
        }
        cell = input.slice(i, j);
        i = j;
      }
      cells.push(cell);
      if (input[i] === ",") {
        i++;
        continue;
      }
      break;
    }
    // The record's end: CRLF, LF, a lone CR, or the end of the text.
    if (input[i] === "\r") i++;
    if (input[i] === "\n") i++;
    line++;
    if (cells.length === 1 && cells[0] === "") continue;
    records.push({ line: start, cells });
  }
  return records;
}
