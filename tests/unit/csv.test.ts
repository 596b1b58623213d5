// The CSV both exports write (src/lib/csv.ts): whichever separator a spreadsheet splits on, no
// cell it makes starts a formula; and the file says it is UTF-8, its times on a UK clock.
import fc from "fast-check";
import { CSV_BOM, csvRow } from "../../src/lib/csv";
import { ukLocalTime } from "../../src/lib/uk-time";

/** What a spreadsheet may start a cell at, whatever its locale, and what it drops first. */
const SPLITS = [",", ";", "\t", "\r", "\n"];
const FORMULA = /^[=+\-@]/;

/** Text rich in what matters here: separators, quotes, spaces and formula characters. */
const risky = fc.string({
  unit: fc.oneof(
    fc.constantFrom(",", ";", "\t", "\r", "\n", '"', " ", "'", "=", "+", "-", "@", "|", "£"),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});

describe("a CSV row", () => {
  it("starts no formula in any cell, split by , ; tab or a line break", () => {
    fc.assert(
      fc.property(fc.array(fc.array(risky, { maxLength: 6 }), { maxLength: 4 }), (rows) => {
        // Each row starts as both exports' rows do, with a status or a time.
        const file = CSV_BOM + rows.map((row) => csvRow(["new", ...row])).join("");
        for (const split of SPLITS) {
          for (const piece of file.split(split)) {
            // Past the quotes, spaces, tabs and line breaks some readers drop before a formula.
            const start = piece.replace(/^[" \t\r\n]*/, "");
            expect([split, start]).not.toEqual([split, expect.stringMatching(FORMULA)]);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("guards a formula after a semicolon, as Excel in most of Europe splits it", () => {
    expect(csvRow(["Acme;=cmd|' /C calc'!A0", "x"])).toBe(`"Acme;'=cmd|' /C calc'!A0",x\r\n`);
  });

  it("keeps text that starts nothing as it is", () => {
    expect(csvRow(["Ada Lovelace", "a=b", "2026-03-11 16:20:00", "£497"])).toBe(
      "Ada Lovelace,a=b,2026-03-11 16:20:00,£497\r\n",
    );
  });
});

describe("a time in the CSV", () => {
  it.each([
    ["2026-01-15T09:30:00.000Z", "2026-01-15 09:30:00"], // GMT
    ["2026-07-01T23:30:00.000Z", "2026-07-02 00:30:00"], // BST, the next day in London
    ["2026-03-29T01:00:00.000Z", "2026-03-29 02:00:00"], // the clocks go forward
    ["2026-10-25T00:59:59.000Z", "2026-10-25 01:59:59"], // the hour before they go back
  ])("%s is %s in London", (iso, local) => {
    expect(ukLocalTime(iso)).toBe(local);
  });

  it("is empty when there is none", () => {
    expect(ukLocalTime(null)).toBe("");
    expect(ukLocalTime("not a time")).toBe("");
  });
});
