import { DECLARED, type Declared } from "./declaration";

// The settings table in docs/settings.md, written from the declaration (`npm run settings:doc`); a
// unit test keeps the two equal.

export const TABLE_START = "<!-- settings table: written by `npm run settings:doc` -->";
export const TABLE_END = "<!-- end of the settings table -->";

const cell = (text: string) => text.replace(/\|/g, "\\|");

function shownDefault(declared: Declared<unknown>): string {
  if (declared.shown) return declared.shown;
  if (declared.fallback === undefined) return "";
  return `\`${String(declared.fallback)}\``;
}

/** The table's Markdown, before Prettier aligns its columns. */
export function settingsTable(): string {
  const rows = Object.entries(DECLARED).map(([name, declared]: [string, Declared<unknown>]) =>
    [`\`${name}\``, cell(shownDefault(declared)), cell(declared.kind.shape), cell(declared.about)]
      .join(" | ")
      .replace(/^/, "| ")
      .concat(" |"),
  );
  return [
    "| Variable | Default | Takes | What it does |",
    "| --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

/** The names a newcomer sets, for the README. */
export const NEWCOMER_SETTINGS = Object.entries(DECLARED)
  .filter(([, declared]: [string, Declared<unknown>]) => declared.newcomer)
  .map(([name]) => name);

/** The document with its table replaced by this one. */
export function withTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error("the settings table's markers are missing");
  return `${document.slice(0, start + TABLE_START.length)}\n\n${table.trim()}\n\n${document.slice(end)}`;
}
