// The inbox's search on both stores: a lead is found by the start of each word typed, and by
// nothing else of what was typed, whatever it is.
import fc from "fast-check";
import { postgresQuery, searchWords, sqliteMatch } from "../../../src/server/inbox/store/search";
import {
  addAt,
  bothStores,
  contact,
  fiveLeads,
  hour,
  ids,
  lead,
  type Opened,
} from "./inbox-stores";

const MODEL_WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

describe.each(bothStores())("the inbox's search on the %s store", (_name, open) => {
  let opened: Opened;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.cleanup());

  it("finds a lead by its name, its address's parts, its company and its message's words", async () => {
    const { ada, bob, cai, eve } = await fiveLeads(opened);
    const find = async (q: string) => ids(await opened.inbox.leads({ q }, 1, 10));
    expect(await find("lovelace")).toEqual([ada]);
    expect(await find("Ada")).toEqual([ada]);
    expect(await find("bob")).toEqual([bob]);
    expect(await find("ngata")).toEqual([bob]);
    expect(await find("harbour.example")).toEqual([bob]);
    expect(await find("inbox")).toEqual([cai]);
    expect(await find("orbit")).toEqual([cai]);
    expect(await find("labs")).toEqual([cai]);
    expect(await find("grow")).toEqual([cai]);
    expect(await find("web")).toEqual([bob]);
    expect(await find("cai+inbox@orbit-labs.example")).toEqual([cai]);
    expect(await find("tours harb")).toEqual([bob]);
    expect(await find("tours ada")).toEqual([]);
    expect(await find("nobody")).toEqual([]);
    // Accents are dropped on both sides.
    expect(await find("zoe")).toEqual([eve]);
    expect(await find("ZOË muller")).toEqual([eve]);
    expect(await find("Müll")).toEqual([eve]);
    expect(await find("cafe")).toEqual([eve]);
    // Only the words count: no operator, quote or star is the database's.
    expect(await find('"ada" OR bob*')).toEqual([]);
    expect(await find("ada -lovelace")).toEqual([ada]);
    expect(await find("NOT ngata")).toEqual([]);
    expect(await find("'bob':* | ada")).toEqual([]);
    expect(await find("!!! ***")).toEqual(ids(await opened.inbox.leads({}, 1, 10)));
  });

  it("counts a search's leads per status and combines it with the other filters", async () => {
    const { bob, eve } = await fiveLeads(opened);
    const page = await opened.inbox.leads({ q: "example", status: "new", form: "contact" }, 1, 10);
    expect(ids(page)).toEqual([eve]);
    expect(page.total).toBe(1);
    expect(page.counts).toMatchObject({ new: 1, contacted: 1, spam: 0 });
    const contacted = await opened.inbox.leads({ q: "website", status: "contacted" }, 1, 10);
    expect(ids(contacted)).toEqual([bob]);
  });

  it("finds, for any typed text, exactly the leads with every one of its words", async () => {
    const dataset = [
      lead({ email: "jane.doe@acme.example", name: "Jane Doe", company: "Acme" }),
      lead({ email: "jose@nunez.example", name: "José Núñez", message: "OR and NOT are words" }),
      contact({
        email: "near@or.example",
        name: "Near Orr",
        subject: "AND",
        message: "star * quote",
      }),
      lead({ email: "zoe+tag@x-y.example", name: "Zoë Ångström", message: "tsquery: a & b | !c" }),
    ];
    const added: string[] = [];
    for (const [i, one] of dataset.entries()) added.push(await addAt(opened, hour(i + 1), one));
    // The leads' own words, as both indexes split and fold them.
    const wordsOf = dataset.map((one) => {
      const record = one.record as Record<string, unknown>;
      const fields = ["name", "email", "company", "subject", "message"].map((key) => record[key]);
      const text = fields.filter((field) => typeof field === "string").join(" ");
      return (
        text
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .match(MODEL_WORD) ?? []
      )
        .join(" ")
        .toLowerCase();
    });
    const words = wordsOf.flatMap((text) => text.split(" "));
    const typed = fc
      .array(
        fc.oneof(
          fc.constantFrom(...words, ...words.map((word) => word.slice(0, 2))),
          fc.constantFrom(
            '"',
            "'",
            "*",
            ":*",
            "&",
            "|",
            "!",
            "(",
            ")",
            "-",
            "^",
            ":",
            "NEAR(",
            "OR",
            "AND",
            "NOT",
            "{",
            "}",
            "\\",
            "é",
            "Ö",
          ),
          fc.string({ maxLength: 4 }),
        ),
        { maxLength: 5 },
      )
      .chain((parts) =>
        fc
          .array(fc.constantFrom(" ", "", "\t", ".", "@"), {
            minLength: parts.length,
            maxLength: parts.length,
          })
          .map((gaps) => parts.map((part, i) => `${part}${gaps[i] ?? ""}`).join("")),
      );
    await fc.assert(
      fc.asyncProperty(typed, async (q) => {
        const asked = searchWords(q).map((word) => word.toLowerCase());
        const expected = added.filter((_, i) =>
          asked.every((word) => (wordsOf[i] ?? "").split(" ").some((own) => own.startsWith(word))),
        );
        const found = ids(await opened.inbox.leads({ q }, 1, 10));
        expect([...found].sort()).toEqual([...expected].sort());
      }),
      { numRuns: 150 },
    );
  });

  it("never fails on any text typed into the search", async () => {
    await fiveLeads(opened);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (q) => {
        const page = await opened.inbox.leads({ q }, 1, 5);
        expect(page.total).toBeLessThanOrEqual(5);
      }),
      { numRuns: 150 },
    );
    const lone = await opened.inbox.leads({ q: "ad\ud800 \udfffbob" }, 1, 5);
    expect(lone.total).toBe(0);
  });
});

describe("the inbox's search words", () => {
  it("are only letters and digits, so no syntax reaches either database", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (q) => {
        const words = searchWords(q);
        expect(words.length).toBeLessThanOrEqual(8);
        for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}][\p{L}\p{N}\p{M}]*$/u);
        expect(sqliteMatch(words)).toBe(words.map((word) => `"${word}"*`).join(" AND "));
        expect(postgresQuery(words)).toBe(words.map((word) => `'${word}':*`).join(" & "));
      }),
    );
    expect(searchWords("Zoë O’Brien-Smith jane@acme.co \ud800x")).toEqual([
      "Zoe",
      "O",
      "Brien",
      "Smith",
      "jane",
      "acme",
      "co",
      "x",
    ]);
  });
});
