import * as v from "valibot";
import { emailField, say } from "../leads/field-schemas";
import { controlCharacters, LONE_SURROGATE } from "../leads/fields";
import type { LeadProblem } from "../leads/types";
import { NOTE_MAX_LENGTH, SEARCH_MAX_LENGTH, type LeadFilter } from "./api";
import { isDay } from "./days";
import { INBOX_FORMS, isInboxForm } from "./forms";
import { isLeadStatus, LEAD_STATUSES } from "./statuses";

// What the inbox's API takes: each body's schema, and the list's filter read from a query, strictly
// (the page writes the query with leadQueryString in ./filter, and reads it leniently).

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

const noteControl = controlCharacters("message");

export const noteBody = v.object({
  text: v.pipe(
    v.string(say({ error: "Invalid note", hint: "Send the note as text" })),
    v.trim(),
    v.minLength(1, say({ error: "The note is empty", hint: "Write something to keep" })),
    v.maxLength(
      NOTE_MAX_LENGTH,
      say({
        error: `The note is too long (${NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters at most)`,
        hint: `At most ${NOTE_MAX_LENGTH.toLocaleString("en-GB")} characters`,
      }),
    ),
    v.check(
      (text) => !noteControl.test(text) && !LONE_SURROGATE.test(text),
      say({ error: "Invalid note", hint: "Remove control characters (such as NUL) from the note" }),
    ),
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

export type ParsedQuery =
  { ok: true; filter: LeadFilter; page: number } | { ok: false; problem: LeadProblem };

const bad = (hint: string): ParsedQuery => ({
  ok: false,
  problem: { error: "Invalid filter", hint },
});

const one = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A list's filter and page from a query (unknown names ignored; an empty value is no filter). */
export function parseLeadQuery(query: Readonly<Record<string, unknown>>): ParsedQuery {
  const filter: LeadFilter = {};
  const status = one(query.status);
  if (status) {
    if (!isLeadStatus(status)) return bad(`status is one of ${LEAD_STATUSES.join(", ")}`);
    filter.status = status;
  }
  const form = one(query.form);
  if (form) {
    if (!isInboxForm(form)) return bad(`form is one of ${INBOX_FORMS.join(", ")}`);
    filter.form = form;
  }
  for (const name of ["from", "to"] as const) {
    const day = one(query[name]);
    if (!day) continue;
    if (!isDay(day)) return bad(`${name} is a day written YYYY-MM-DD`);
    filter[name] = day;
  }
  if (filter.from && filter.to && filter.from > filter.to) return bad("from is after to");
  const q = one(query.q)?.trim();
  if (q) {
    if (q.length > SEARCH_MAX_LENGTH) return bad(`search at most ${SEARCH_MAX_LENGTH} characters`);
    filter.q = q;
  }
  const pageText = one(query.page);
  let page = 1;
  if (pageText) {
    if (!/^\d{1,6}$/.test(pageText)) return bad("page is a whole number from 1");
    page = Number(pageText);
    if (page < 1 || page > MAX_PAGE) return bad(`page is from 1 to ${MAX_PAGE}`);
  }
  return { ok: true, filter, page };
}
