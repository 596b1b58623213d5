// What an attacker controls in a request to the inbox's API, its path and its query, sent to the
// real app by a signed-in owner: each is refused with a 400 in the product's words before the
// route's work, or answered in the route's declared shape; never a fault.
import fc from "fast-check";
import * as v from "valibot";
import { INBOX_API, INBOX_ENDPOINTS } from "../../../src/lib/inbox/api";
import { auditAnswer, leadAnswer, leadPageAnswer } from "../../../src/lib/inbox/answers";
import { INBOX_FORMS } from "../../../src/lib/inbox/forms";
import {
  auditQuery,
  deliveryParams,
  leadParams,
  leadQuery,
  memberParams,
} from "../../../src/lib/inbox/requests";
import { LEAD_STATUSES } from "../../../src/lib/inbox/statuses";
import { type Answer, startSite, type TestSite } from "./harness";
import { pageHeaders, signedInMember, type Member } from "./inbox-client";

jest.setTimeout(120_000);

let site: TestSite;
let owner: Member;
let leadId: string;

beforeAll(async () => {
  site = await startSite();
  owner = await signedInMember(site, "owner@example.com");
  const body = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A new site" };
  expect((await site.post("/api/contact", { body })).statusCode).toBe(200);
  const list = v.parse(leadPageAnswer, (await read(INBOX_ENDPOINTS.leads)).body);
  leadId = list.leads[0]?.id ?? "";
});
afterAll(() => site.close());

const read = (path: string) => site.get(path, { cookie: owner.cookie, origin: site.base });
const change = (path: string, method = "POST") =>
  site.post(path, { method, headers: pageHeaders(site, owner), body: {} });

/** A refusal: exactly the product's `{ error, hint }`. */
const refusal = v.strictObject({ error: v.string(), hint: v.string() });

function refusedOrAnswered(answer: Answer, statuses: number[], schema?: v.GenericSchema) {
  expect([...statuses, 400]).toContain(answer.statusCode);
  if (answer.statusCode >= 400) {
    expect(v.safeParse(refusal, answer.body).issues).toBeUndefined();
  } else if (schema) {
    expect(v.safeParse(schema, answer.body).issues).toBeUndefined();
  }
}

/**
 * Any text, as a path's part or a query's value carries it: typed, or as raw bytes. A typed dot is
 * sent encoded: a part "." or ".." is a dot segment, which the client resolves away before
 * sending, so it could never reach the server as a part.
 */
// A segment that is "." or ".." however encoded ("%2E", "%2e%2E") names the folder or its parent:
// the client's URL parser resolves it before anything is sent, so no route receives it.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

const anyText = fc
  .oneof(
    fc
      .string({ unit: "grapheme", maxLength: 40 })
      .map((text) => encodeURIComponent(text).replaceAll(".", "%2E")),
    fc
      .uint8Array({ maxLength: 12 })
      .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
    fc.constantFrom("", "%00", "0", "-1", "1e3", "999999999", "2026-02-30", "%2F"),
  )
  .filter((segment) => !DOT_SEGMENT.test(segment));

/** A query: the names the routes read and others, each given once, twice or with any value. */
const anyQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom("status", "form", "from", "to", "q", "page", "other", "__proto__"),
      fc.oneof(anyText, fc.constantFrom(...LEAD_STATUSES, ...INBOX_FORMS, "2026-01-01", "1", "2")),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"));

/** A query as the server's parser reads it: each name's value, a list when given more than once. */
function parsedQuery(query: string): Record<string, string | string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(query)) {
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return Object.fromEntries(
    [...values].map(([name, given]) => [name, given.length === 1 ? (given[0] ?? "") : given]),
  );
}

/** 400 when the route's declared query refuses it, else 200. */
const verdict = (schema: v.GenericSchema, query: string) =>
  v.safeParse(schema, parsedQuery(query)).success ? 200 : 400;

describe("an attacker's query", () => {
  it("of the list is refused with a 400 exactly when its declaration refuses it", async () => {
    await fc.assert(
      fc.asyncProperty(anyQuery, async (query) => {
        const answer = await read(`${INBOX_ENDPOINTS.leads}?${query}`);
        refusedOrAnswered(answer, [200], leadPageAnswer);
        expect(answer.statusCode).toBe(verdict(leadQuery, query));
      }),
      { numRuns: 60 },
    );
  });

  it("of the CSV export is refused with a 400 exactly as the list's, or answered with CSV", async () => {
    await fc.assert(
      fc.asyncProperty(anyQuery, async (query) => {
        const answer = await read(`${INBOX_ENDPOINTS.exportCsv}?${query}`);
        refusedOrAnswered(answer, [200]);
        expect(answer.statusCode).toBe(verdict(leadQuery, query));
        if (answer.statusCode === 200) expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
      }),
      { numRuns: 30 },
    );
  });

  it("of the audit trail is refused with a 400 exactly when its declaration refuses it", async () => {
    await fc.assert(
      fc.asyncProperty(anyQuery, async (query) => {
        const answer = await read(`${INBOX_ENDPOINTS.audit}?${query}`);
        refusedOrAnswered(answer, [200], auditAnswer);
        expect(answer.statusCode).toBe(verdict(auditQuery, query));
      }),
      { numRuns: 40 },
    );
  });
});

/** A path's part as the server decodes it; null when it is not valid percent-encoding. */
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** Whether the route refuses these params (400): bytes that are no text, or its declaration. */
function refusesPath(schema: v.GenericSchema, parts: Record<string, string>) {
  const params = Object.fromEntries(
    Object.entries(parts).map(([name, part]) => [name, decoded(part)]),
  );
  return Object.values(params).includes(null) || !v.safeParse(schema, params).success;
}

function expectVerdict(answer: Answer, refused: boolean) {
  if (refused) expect(answer.statusCode).toBe(400);
  else expect(answer.statusCode).not.toBe(400);
}

describe("an attacker's path", () => {
  const ids = () => fc.oneof(anyText, fc.constant(leadId));

  it("to a lead is refused exactly as declared, or not found, or answered as declared", async () => {
    await fc.assert(
      fc.asyncProperty(ids(), async (id) => {
        const answer = await read(`${INBOX_API}/leads/${id}`);
        refusedOrAnswered(answer, [200, 404], leadAnswer);
        expectVerdict(answer, refusesPath(leadParams, { id }));
      }),
      { numRuns: 60 },
    );
  });

  it("to a delivery's retry is refused exactly as declared, or not found", async () => {
    await fc.assert(
      fc.asyncProperty(ids(), anyText, async (id, target) => {
        const answer = await change(`${INBOX_API}/leads/${id}/deliveries/${target}/retry`);
        refusedOrAnswered(answer, [404, 409]);
        expectVerdict(answer, refusesPath(deliveryParams, { id, target }));
      }),
      { numRuns: 40 },
    );
  });

  it("to a member's removal is refused exactly as declared, or not found", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (id) => {
        const answer = await change(`${INBOX_ENDPOINTS.members}/${id}`, "DELETE");
        refusedOrAnswered(answer, [404]);
        expectVerdict(answer, refusesPath(memberParams, { id }));
      }),
      { numRuns: 40 },
    );
  });

  it("that no route has is a 404 in our words, repeating nothing it was sent", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
        anyText,
        async (method, part) => {
          const answer = await change(`${INBOX_API}/nowhere/${part}`, method);
          refusedOrAnswered(answer, [404]);
          expect(answer.text).not.toContain("nowhere");
        },
      ),
      { numRuns: 30 },
    );
  });
});
