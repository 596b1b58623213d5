import { ASSIGNED_TO_ME, SEARCH_MAX_LENGTH, type LeadFilter } from "./api";
import { isDay } from "./days";
import { isInboxForm } from "./forms";
import { isLeadQueue, type LeadQueue } from "./reply-queue";
import { isLeadStatus } from "./statuses";

// A lead list's filter and page in a query string: the page's URL and the API's query spell them
// alike, so a reload, the back button and the CSV export all see the same filter. A value that is
// not one the inbox knows is left out rather than refused: a hand-edited URL still opens a list.

/** The query's names that narrow a list, in the order a written query gives them (after the queue). */
export const FILTER_FIELDS = ["status", "form", "from", "to", "q", "assignee"] as const;
export const QUEUE_FIELD = "queue";
export const PAGE_FIELD = "page";

export interface LeadQuery {
  filter: LeadFilter;
  /** From 1. */
  page: number;
}

/** A page number from a query: a whole number from 1, or 1. */
export function readPage(search: string): number {
  const page = Number(new URLSearchParams(search).get(PAGE_FIELD));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

export function readLeadQuery(search: string): LeadQuery {
  const params = new URLSearchParams(search);
  const filter: LeadFilter = {};
  const queue = params.get(QUEUE_FIELD);
  if (isLeadQueue(queue)) filter.queue = queue;
  const status = params.get("status");
  if (isLeadStatus(status)) filter.status = status;
  const form = params.get("form");
  if (isInboxForm(form)) filter.form = form;
  for (const name of ["from", "to"] as const) {
    const day = params.get(name);
    if (day && isDay(day)) filter[name] = day;
  }
  const q = params.get("q")?.trim().slice(0, SEARCH_MAX_LENGTH);
  if (q) filter.q = q;
  if (params.get("assignee") === ASSIGNED_TO_ME) filter.assignee = ASSIGNED_TO_ME;
  return { filter, page: readPage(search) };
}

/** The query for a filter and page: "" for the inbox's first screen, else "?status=new&…". */
export function leadQueryString(filter: LeadFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.queue) params.set(QUEUE_FIELD, filter.queue);
  for (const name of FILTER_FIELDS) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set(PAGE_FIELD, String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether anything narrows the list. */
export const isFiltered = (filter: LeadFilter): boolean =>
  FILTER_FIELDS.some((name) => Boolean(filter[name]));

/**
 * The view a page's query opens: the one it names, else every lead when it filters or pages,
 * else the enquiries that need a reply (the inbox's first screen).
 */
export const queueOf = ({ filter, page }: LeadQuery): LeadQueue =>
  filter.queue ?? (isFiltered(filter) || page > 1 ? "all" : "reply");

/**
 * The page's own address query for a view, filter and page: as leadQueryString, but without the
 * queue where the rest implies it (so every lead filtered by status is "?status=new").
 */
export function pageQueryString(filter: LeadFilter, page = 1): string {
  const { queue, ...rest } = filter;
  const implied = queueOf({ filter: rest, page });
  return leadQueryString(queue === implied ? rest : filter, page);
}
