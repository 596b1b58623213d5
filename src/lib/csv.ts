// CSV for spreadsheets: RFC 4180 with a comma between cells and CRLF after each row, UTF-8 with a
// byte-order mark (without it Excel reads the bytes in its own code page: a pound sign shows as
// two characters).

/** Written first, once per file. */
export const CSV_BOM = "\uFEFF";

/**
 * A place a spreadsheet may start a cell, followed by what makes that cell a formula. Excel uses
 * the locale's list separator (a semicolon in most of Europe) and ignores quotes that do not open
 * its own cells, LibreOffice and Google Sheets guess the separator, and a parser that loses track
 * of the quotes starts a row at any line break: so a cell may start at the very start, or after any
 * comma, semicolon, tab or line break anywhere in the text, past quotes and spaces these readers
 * drop; there, an = + - @ (or a tab or return, which some strip before one) is a formula. An
 * apostrophe goes before it, which every one of them reads as text.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])([" ]*)(?=[=+\-@\t\r])/g;

/** A value as its cell's text: lists joined by "; ", an object as its JSON, nothing as "". */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map(cellText).join("; ");
  // String() would call whatever an object's own "toString" field holds.
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** One cell: guarded from formulas, then quoted (quotes doubled) when it holds a separator. */
export function csvCell(value: unknown): string {
  const cell = cellText(value).replace(FORMULA_START, "$1'");
  return /[",;\t\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** One row, CRLF-ended. */
export const csvRow = (values: readonly unknown[]): string =>
  `${values.map(csvCell).join(",")}\r\n`;
