import {
  INBOX_INVITE_PATH,
  INBOX_LINK_PATH,
  INBOX_PATH,
  INBOX_TOKEN_FIELD,
} from "../lib/inbox/api";
import { readPage } from "../lib/inbox/filter";
import { splitHref } from "./history";

// The inbox's places. The server sends the same page for every path under /inbox; which view it
// shows is decided here, from the address.

export const INBOX_TEAM_PATH = `${INBOX_PATH}/team`;
export const INBOX_AUDIT_PATH = `${INBOX_PATH}/audit`;
export const INBOX_ACCOUNT_PATH = `${INBOX_PATH}/account`;
const LEAD_PREFIX = `${INBOX_PATH}/lead/`;

export type InboxRoute =
  | { view: "leads"; search: string }
  /** search: the list's query it was opened from, which its next and previous follow. */
  | { view: "lead"; id: string; search: string }
  | { view: "account" }
  | { view: "team" }
  | { view: "audit"; page: number }
  | { view: "link"; token: string | null }
  | { view: "invite"; token: string | null }
  | { view: "not-found" };

/** The views that need no session: an emailed link's and an invitation's. */
export const isSignInRoute = (route: InboxRoute): boolean =>
  route.view === "link" || route.view === "invite";

const tokenOf = (search: string): string | null =>
  new URLSearchParams(search).get(INBOX_TOKEN_FIELD) || null;

export function routeOf(href: string): InboxRoute {
  const { pathname: raw, search } = splitHref(href);
  const pathname = raw.length > 1 ? raw.replace(/\/+$/, "") : raw;
  if (pathname === INBOX_PATH) return { view: "leads", search };
  if (pathname === INBOX_TEAM_PATH) return { view: "team" };
  if (pathname === INBOX_ACCOUNT_PATH) return { view: "account" };
  if (pathname === INBOX_AUDIT_PATH) return { view: "audit", page: readPage(search) };
  if (pathname === INBOX_LINK_PATH) return { view: "link", token: tokenOf(search) };
  if (pathname === INBOX_INVITE_PATH) return { view: "invite", token: tokenOf(search) };
  if (pathname.startsWith(LEAD_PREFIX)) {
    const id = pathname.slice(LEAD_PREFIX.length);
    if (id && !id.includes("/")) {
      try {
        return { view: "lead", id: decodeURIComponent(id), search };
      } catch {
        return { view: "not-found" };
      }
    }
  }
  return { view: "not-found" };
}
