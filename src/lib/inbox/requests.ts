import * as v from "valibot";
import { emailField, parseWith, say } from "../leads/field-schemas";
import { controlCharacters, LONE_SURROGATE } from "../leads/fields";
import type { LeadProblem } from "../leads/types";
import { ASSIGNED_TO_ME, NOTE_MAX_LENGTH, SEARCH_MAX_LENGTH, type LeadFilter } from "./api";
import type { LeadQuery } from "./filter";
import { isDay } from "./days";
import { INBOX_FORMS, isInboxForm } from "./forms";
import { isLeadQueue, LEAD_QUEUES } from "./reply-queue";
import { isLeadStatus, LEAD_STATUSES } from "./statuses";

// What the inbox's API takes: each body's, query's and path's schema, read strictly (the page writes
// the list's query with leadQueryString in ./filter, and reads its own address leniently).

export const emailBody = v.object({ email: emailField() });

const TOKEN = v.pipe(v.string(), v.maxLength(100));
export const tokenBody = v.object({ token: TOKEN });
export const optionalTokenBody = v.object({ token: v.optional(TOKEN) });

export const statusBody = v.object({
  status: v.picklist(
    LEAD_STATUSES,
    say({ error: "Invalid status", hint: `One of ${LEAD_STATUSES.join(", ")}` }),
  ),
});

/** How a text a member writes is named in its refusals. */
export interface TextWords {
  /** "note", "reply": "Invalid note", "The note is empty". */
  name: string;
  /** The hint when it is empty: "Write something to keep". */
  missing: string;
  /** What its control characters' hint says to do. */
  clean: string;
}

/**
 * A text a member writes: trimmed, at least one character and at most `max`, without the control
 * characters `control` finds or a lone surrogate; each refusal in its own words.
 */
export const writtenText = (words: TextWords, max: number, control: RegExp) => {
  const limit = max.toLocaleString("en-GB");
  return v.pipe(
    v.string(say({ error: `Invalid ${words.name}`, hint: `Send the ${words.name} as text` })),
    v.trim(),
    v.minLength(1, say({ error: `The ${words.name} is empty`, hint: words.missing })),
    v.maxLength(
      max,
      say({
        error: `The ${words.name} is too long (${limit} characters at most)`,
        hint: `At most ${limit} characters`,
      }),
    ),
    v.check(
      (text) => !control.test(text) && !LONE_SURROGATE.test(text),
      say({ error: `Invalid ${words.name}`, hint: words.clean }),
    ),
  );
};

export const noteBody = v.object({
  text: writtenText(
    {
      name: "note",
      missing: "Write something to keep",
      clean: "Remove control characters (such as NUL) from the note",
    },
    NOTE_MAX_LENGTH,
    controlCharacters("message"),
  ),
});

export const ERASE_CONFIRMATION = "erase";
export const eraseBody = v.object({
  email: emailField(),
  confirm: v.literal(
    ERASE_CONFIRMATION,
    say({
      error: "Erasure not confirmed",
      hint: "Confirm that everything held under the address should be erased",
    }),
  ),
});

const MAX_PAGE = 100_000;

// A query's and a path's parts as the API reads them. Every failure is worded (say), so a bad
// value is a 400 naming what is wrong; a name given twice (an array) is refused, never half-read.

/** One optional text of a query: "" when it is absent, so an empty value is no filter. */
const queryText = (problem: LeadProblem) => v.optional(v.string(say(problem)), "");

/** One of the query's filters: "" or a text `known` accepts. */
const filterText = (hint: string, known: (text: string) => boolean) => {
  const problem = { error: "Invalid filter", hint };
  return v.pipe(
    queryText(problem),
    v.check((text) => text === "" || known(text), say(problem)),
  );
};

const PAGE_HINT = "page is a whole number from 1";

/** A page from 1 ("" is the first), worded as `error`. */
const pageText = (error: string) =>
  v.pipe(
    queryText({ error, hint: PAGE_HINT }),
    v.check((text) => text === "" || /^\d{1,6}$/.test(text), say({ error, hint: PAGE_HINT })),
    v.transform((text) => (text === "" ? 1 : Number(text))),
    v.minValue(1, say({ error, hint: PAGE_HINT })),
    v.maxValue(MAX_PAGE, say({ error, hint: `page is from 1 to ${MAX_PAGE}` })),
  );

const SEARCH_PROBLEM = {
  error: "Invalid filter",
  hint: `search at most ${SEARCH_MAX_LENGTH} characters`,
};
const QUERY_PROBLEM = { error: "Invalid query", hint: "Send the query as name=value pairs" };

/** GET leads and leads.csv: the list's filter and page (unknown names ignored). */
export const leadQuery = v.pipe(
  v.object(
    {
      queue: filterText(`queue is one of ${LEAD_QUEUES.join(", ")}`, isLeadQueue),
      status: filterText(`status is one of ${LEAD_STATUSES.join(", ")}`, isLeadStatus),
      form: filterText(`form is one of ${INBOX_FORMS.join(", ")}`, isInboxForm),
      from: filterText("from is a day written YYYY-MM-DD", isDay),
      to: filterText("to is a day written YYYY-MM-DD", isDay),
      q: v.pipe(
        queryText(SEARCH_PROBLEM),
        v.trim(),
        v.maxLength(SEARCH_MAX_LENGTH, say(SEARCH_PROBLEM)),
      ),
      assignee: filterText(`assignee is ${ASSIGNED_TO_ME}`, (text) => text === ASSIGNED_TO_ME),
      page: pageText("Invalid filter"),
    },
    say(QUERY_PROBLEM),
  ),
  v.check(
    ({ from, to }) => !(from && to && from > to),
    say({ error: "Invalid filter", hint: "from is after to" }),
  ),
  v.transform(({ queue, status, form, from, to, q, assignee, page }): LeadQuery => {
    const filter: LeadFilter = {};
    if (isLeadQueue(queue) && queue !== "all") filter.queue = queue;
    if (isLeadStatus(status)) filter.status = status;
    if (isInboxForm(form)) filter.form = form;
    if (from) filter.from = from;
    if (to) filter.to = to;
    if (q) filter.q = q;
    if (assignee === ASSIGNED_TO_ME) filter.assignee = ASSIGNED_TO_ME;
    return { filter, page };
  }),
);

/** GET audit: the page. */
export const auditQuery = v.object({ page: pageText("Invalid page") }, say(QUERY_PROBLEM));

/** A route that reads no query: whatever query it is given is left unread. */
export const noQuery = v.object({}, say(QUERY_PROBLEM));

/** A path's part: text, matched against the store's (an unknown one is a 404 or a 409). */
const pathText = (problem: LeadProblem) =>
  v.pipe(v.string(say(problem)), v.minLength(1, say(problem)));
const idText = (what: string) =>
  pathText({ error: `Invalid ${what} id`, hint: `Give the ${what}'s id from the inbox` });

export const leadParams = v.object({ id: idText("lead") });
export const deliveryParams = v.object({
  id: idText("lead"),
  target: pathText({ error: "Invalid delivery", hint: "Give the delivery's target" }),
});
export const memberParams = v.object({ id: idText("member") });

export type ParsedQuery =
  { ok: true; filter: LeadFilter; page: number } | { ok: false; problem: LeadProblem };

/** A list's filter and page from a query, as the API reads it. */
export function parseLeadQuery(query: unknown): ParsedQuery {
  const parsed = parseWith(leadQuery, query);
  return parsed.ok ? { ok: true, ...parsed.value } : parsed;
}
