import type { LeadFilter, SignInWay } from "../../lib/inbox/api";
import { FILTER_FIELDS } from "../../lib/inbox/filter";
import type { LeadStatus } from "../../lib/inbox/statuses";
import type { DeliveryTarget } from "../store/types";

// What an audit entry may say beyond its action and target: ids, categories and counts, never
// text a request carried. The writer takes only these shapes, so a typed search, a note or an
// address has no way into the trail.

/** What a list's filter is made of, by kind: never its values. */
export type FilterKind = "status" | "form" | "from day" | "to day" | "search" | "assignee";

const KIND_OF_FIELD: Record<(typeof FILTER_FIELDS)[number], FilterKind> = {
  status: "status",
  form: "form",
  from: "from day",
  to: "to day",
  q: "search",
  assignee: "assignee",
};

/** The kinds of the filter's parts that are set, in the query's order. */
export const filterKinds = (filter: LeadFilter): FilterKind[] =>
  FILTER_FIELDS.filter((field) => filter[field] !== undefined).map((field) => KIND_OF_FIELD[field]);

/** How the email platform took an erasure. */
export type PlatformOutcome =
  "none configured" | "not asked" | "removed" | "not on its list" | "not removed";

export type AuditDetail =
  | { kind: "csv"; filters: readonly FilterKind[]; rows: number }
  | { kind: "status"; from: LeadStatus; to: LeadStatus }
  | { kind: "delivery"; target: DeliveryTarget }
  | { kind: "person-exported"; submissions: number }
  | { kind: "person-erased"; submissions: number; platform: PlatformOutcome }
  | { kind: "sign-in"; way: SignInWay; network: string }
  | { kind: "sessions-ended"; sessions: number }
  | { kind: "invitation"; emailed: boolean }
  | { kind: "assigned"; assigned: boolean }
  | { kind: "passkeys"; left: number };

const count = (n: number, one: string): string => {
  const whole = Number.isSafeInteger(n) && n >= 0 ? n : 0;
  return `${whole} ${one}${whole === 1 ? "" : "s"}`;
};

/** A client's network as `clientGroup` writes it (an IPv4 address or an IPv6 /64), else none. */
const NETWORK = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){3}::\/64|unknown)$/;

/** The entry's detail as the trail keeps it. */
export function auditDetailText(detail: AuditDetail): string {
  switch (detail.kind) {
    case "csv":
      return `CSV of ${count(detail.rows, "lead")}, ${
        detail.filters.length ? `filtered by ${detail.filters.join(", ")}` : "unfiltered"
      }`;
    case "status":
      return `${detail.from} → ${detail.to}`;
    case "delivery":
      return detail.target;
    case "person-exported":
      return `${count(detail.submissions, "submission")} exported for the person asking`;
    case "person-erased":
      return `${count(detail.submissions, "submission")} erased; email platform: ${detail.platform}`;
    case "sign-in":
      return `${detail.way} from ${NETWORK.test(detail.network) ? detail.network : "unknown"}`;
    case "sessions-ended":
      return `${count(detail.sessions, "session")} ended`;
    case "invitation":
      return detail.emailed ? "emailed" : "link shown only";
    case "assigned":
      return detail.assigned ? "to a member" : "unassigned";
    case "passkeys":
      return `${count(detail.left, "passkey")} left`;
  }
}
