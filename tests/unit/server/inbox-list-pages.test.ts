import fc from "fast-check";
import { bothStores, fiveLeads, type Opened } from "./inbox-stores";

// The list's page as each store builds it (PostgreSQL pages the ids first, SQLite reads the page
// from its index): whatever page and words an owner's address asks for, up to the highest page
// the API lets through, each store answers the same total, exactly the leads left for that page (none past the
// last).

const MAX_PAGE = 100_000;
const PAGE_SIZE = 2;

describe.each(bothStores())("the list's pages on the %s store", (_name, open) => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await open();
    await fiveLeads(opened);
  });
  afterAll(() => opened.cleanup());

  it("answers any page and words with at most a page, the same total, nothing past the end", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: MAX_PAGE }),
        fc.option(fc.string({ unit: "grapheme", maxLength: 40 }), { nil: undefined }),
        async (page, q) => {
          const filter = q === undefined ? {} : { q };
          const first = await opened.inbox.leads(filter, 1, PAGE_SIZE);
          const asked = await opened.inbox.leads(filter, page, PAGE_SIZE);
          expect(asked.total).toBe(first.total);
          const left = Math.max(0, first.total - (page - 1) * PAGE_SIZE);
          expect(asked.leads).toHaveLength(Math.min(PAGE_SIZE, left));
        },
      ),
      { numRuns: 60 },
    );
  });
});
