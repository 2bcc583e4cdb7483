/**
 * CSV as RFC 4180 writes it (CRLF rows, fields with a comma, quote or line break quoted, quotes doubled),
 * safe to open in a spreadsheet: a text cell that starts like a formula (= + - @, a tab or a carriage
 * return) is prefixed with an apostrophe, so what a visitor typed is never run as one.
 */
export type CsvCell = string | number | boolean | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Tells Excel the file is UTF-8, so names such as "Müller" open as written. */
export const UTF8_BOM = '\uFEFF';
