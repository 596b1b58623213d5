import { isDay } from "../../../src/lib/inbox/days";
import {
  isFiltered,
  leadQueryString,
  pageQueryString,
  queueOf,
  readLeadQuery,
  readPage,
} from "../../../src/lib/inbox/filter";

describe("a lead list's query", () => {
  it("reads every filter and the page", () => {
    expect(
      readLeadQuery("?status=won&form=contact&from=2026-03-01&to=2026-03-12&q=orders&page=3"),
    ).toEqual({
      filter: { status: "won", form: "contact", from: "2026-03-01", to: "2026-03-12", q: "orders" },
      page: 3,
    });
  });

  it("leaves out what the inbox does not know, rather than refusing the list", () => {
    expect(
      readLeadQuery("?status=archived&form=fax&from=2026-02-30&to=12/03/2026&q=%20%20&page=-2"),
    ).toEqual({
      filter: {},
      page: 1,
    });
  });

  it("cuts a search to its longest", () => {
    expect(readLeadQuery(`?q=${"a".repeat(300)}`).filter.q).toHaveLength(200);
  });

  it("writes the query in one order, without the first page or empty values", () => {
    expect(leadQueryString({ q: "walsh", status: "new", form: undefined }, 1)).toBe(
      "?status=new&q=walsh",
    );
    expect(leadQueryString({}, 2)).toBe("?page=2");
    expect(leadQueryString({})).toBe("");
  });

  it("reads back what it writes", () => {
    const query = {
      filter: { form: "guide", from: "2026-01-01", q: "scaling guide" } as const,
      page: 4,
    };
    expect(readLeadQuery(leadQueryString(query.filter, query.page))).toEqual(query);
  });

  it("opens the enquiries that need a reply first, and every lead when the address filters", () => {
    expect(queueOf(readLeadQuery(""))).toBe("reply");
    expect(queueOf(readLeadQuery("?status=new"))).toBe("all");
    expect(queueOf(readLeadQuery("?page=2"))).toBe("all");
    expect(queueOf(readLeadQuery("?queue=sign-ups&page=2"))).toBe("sign-ups");
    expect(queueOf(readLeadQuery("?queue=bogus"))).toBe("reply");
  });

  it("writes a view's address without the queue its filter implies, and reads it back", () => {
    const cases = [
      [{ queue: "reply" }, 1, ""],
      [{ queue: "reply" }, 2, "?queue=reply&page=2"],
      [{ queue: "all" }, 1, "?queue=all"],
      [{ queue: "all", status: "new" }, 1, "?status=new"],
      [{ queue: "sign-ups" }, 1, "?queue=sign-ups"],
    ] as const;
    for (const [filter, page, written] of cases) {
      expect(pageQueryString(filter, page)).toBe(written);
      expect(queueOf(readLeadQuery(written))).toBe(filter.queue);
    }
  });

  it("tells a filtered list from every lead", () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: "x" })).toBe(true);
  });

  it("knows real days", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-3-1")).toBe(false);
    expect(readPage("?page=1.5")).toBe(1);
  });
});
