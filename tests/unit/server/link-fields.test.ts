// What reads visitor input on the way to the store's list and the emailed links' routes:
// a query or body field, and the operator's table and CSV cells.
import fc from "fast-check";
import { csvCell } from "../../../src/lib/csv";
import { tableCell } from "../../../src/server/cli/leads-format";
import { fieldOf } from "../../../src/server/http/link-page";

describe("fieldOf", () => {
  it("gives a field's own value (a repeated field's first) and nothing inherited, for anything", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (source, name) => {
        const value = fieldOf(source, name);
        if (typeof source !== "object" || source === null || !Object.hasOwn(source, name)) {
          expect(value).toBeUndefined();
          return;
        }
        const own: unknown = (source as Record<string, unknown>)[name];
        expect(value).toBe(Array.isArray(own) ? own[0] : own);
      }),
    );
    expect(fieldOf({}, "constructor")).toBeUndefined();
    expect(fieldOf(JSON.parse('{"__proto__": "x"}'), "__proto__")).toBe("x");
  });
});

describe("the operator's cells", () => {
  it("a table cell never carries a control character nor runs past its width, for any stored value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 2, max: 80 }), (value, max) => {
        const cell = tableCell(value, max);
        expect(cell).not.toMatch(/\p{Cc}/u);
        expect(cell.length).toBeLessThanOrEqual(max);
      }),
      // Found by this property: an object whose own "toString" is not a function.
      {
        examples: [
          [{ toString: 0 }, 2],
          [[{ valueOf: "x", toString: null }], 10],
        ],
      },
    );
  });

  it("a CSV field is one field a spreadsheet reads back, and never a formula", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite" }), (value) => {
        const field = csvCell(value);
        const quoted = field.startsWith('"');
        const inner = quoted ? field.slice(1, -1) : field;
        if (!quoted) expect(field).not.toMatch(/[",;\t\r\n]/);
        else expect(inner.replace(/""/g, "")).not.toContain('"');
        const read = inner.replace(/""/g, '"');
        expect(read).not.toMatch(/^[=+\-@\t\r]/);
        // Only apostrophes are added, each before what would start a formula.
        expect(read.replace(/'/g, "")).toBe(value.replace(/'/g, ""));
      }),
    );
  });
});
