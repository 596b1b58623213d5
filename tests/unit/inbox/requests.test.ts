import fc from "fast-check";
import { afterLondonDay, londonMidnight } from "../../../src/lib/inbox/days";
import { leadQueryString } from "../../../src/lib/inbox/filter";
import { NOTE_MAX_LENGTH, SEARCH_MAX_LENGTH } from "../../../src/lib/inbox/api";
import { noteBody, parseLeadQuery } from "../../../src/lib/inbox/requests";
import { parseWith } from "../../../src/lib/leads/field-schemas";
import { LEAD_STATUSES } from "../../../src/lib/inbox/statuses";

describe("a UK day as the list's date filter reads it", () => {
  it("starts at midnight in London, in winter (GMT) and in summer (BST)", () => {
    expect(londonMidnight("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(londonMidnight("2026-07-15").toISOString()).toBe("2026-07-14T23:00:00.000Z");
  });

  it("ends at the next day's midnight, across both clock changes", () => {
    // The clocks went forward on 29 March 2026 and go back on 25 October 2026.
    expect(afterLondonDay("2026-03-28").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(afterLondonDay("2026-03-29").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(afterLondonDay("2026-10-25").toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });
});

describe("the API's reading of a list's query", () => {
  it("reads back every filter the page writes", () => {
    const filter = {
      status: "won",
      form: "contact",
      from: "2026-01-01",
      to: "2026-12-31",
      q: "ada",
    } as const;
    const query = Object.fromEntries(new URLSearchParams(leadQueryString(filter, 3)));
    expect(parseLeadQuery(query)).toEqual({ ok: true, filter, page: 3 });
  });

  it("refuses, in words, what the page never writes", () => {
    for (const query of [
      { status: "archived" },
      { form: "fax" },
      { from: "2026-02-30" },
      { from: "2026-03-02", to: "2026-03-01" },
      { page: "0" },
      { page: "2.5" },
      { q: "x".repeat(SEARCH_MAX_LENGTH + 1) },
    ]) {
      const parsed = parseLeadQuery(query);
      expect([query, parsed.ok]).toEqual([query, false]);
      if (!parsed.ok) expect(parsed.problem.error).toBe("Invalid filter");
    }
  });

  it("never throws, whatever the query holds", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("status", "form", "from", "to", "q", "page", "other"),
          fc.oneof(fc.string(), fc.constantFrom(...LEAD_STATUSES), fc.array(fc.string())),
        ),
        (query) => {
          const parsed = parseLeadQuery(query);
          if (parsed.ok) expect(parsed.page).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe("a note's length", () => {
  it("is refused past its limit, the error naming the limit", () => {
    expect(parseWith(noteBody, { text: "n".repeat(NOTE_MAX_LENGTH) }).ok).toBe(true);
    expect(parseWith(noteBody, { text: "n".repeat(NOTE_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      problem: {
        error: "The note is too long (5,000 characters at most)",
        hint: "At most 5,000 characters",
      },
    });
  });
});
