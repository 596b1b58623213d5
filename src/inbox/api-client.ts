import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import * as v from "valibot";
import {
  CSRF_HEADER,
  type Assignee,
  type AuditPage,
  type InboxProblem,
  type Invitation,
  type LeadDetail,
  type LeadFilter,
  type LeadPage,
  type Member,
  type SessionInfo,
} from "../lib/inbox/api";
import { answerProblem, problemAnswer } from "../lib/inbox/answers";
import { INBOX_ROUTES, routePath, type InboxRoute, type RouteParts } from "../lib/inbox/endpoints";
import type { ReplyFiguresPage } from "../lib/inbox/reply-figures";
import type { ReplyDraft } from "../lib/inbox/reply";
import { ERASE_CONFIRMATION } from "../lib/inbox/requests";
import type { BulkAction, BulkResult, Neighbours, PasskeyInfo } from "../lib/inbox/team-api";
import type { LeadStatus } from "../lib/inbox/statuses";

// The inbox's one way to its API. It is given a fetch (the browser's, or a story's canned answers)
// and keeps the session's CSRF token, which every state-changing request carries. Same-origin
// cookies only; JSON both ways.

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Why a request did not succeed: the server could not be reached or failed (a network error, a
 * 5xx, an answer that is not JSON), the session is gone (401), the server refused with its own
 * words, or it answered in a shape the page does not know (the page and the server have drifted).
 */
export type InboxFailure =
  | { kind: "unreachable" }
  | { kind: "signed-out"; problem: InboxProblem }
  | { kind: "refused"; status: number; problem: InboxProblem }
  | { kind: "malformed"; problem: InboxProblem };

export class InboxRequestError extends Error {
  constructor(readonly failure: InboxFailure) {
    super(
      failure.kind === "unreachable"
        ? "The inbox's server cannot be reached"
        : failure.problem.error,
    );
    this.name = "InboxRequestError";
  }
}

export interface InboxClient {
  /** Who is signed in, or null; keeps the session's CSRF token for the requests that follow. */
  session(): Promise<SessionInfo | null>;
  passkeyOptions(): Promise<PublicKeyCredentialRequestOptionsJSON>;
  passkeyVerify(response: AuthenticationResponseJSON): Promise<void>;
  emailLink(email: string): Promise<void>;
  linkSignIn(token: string): Promise<void>;
  /** With an invitation's token, or for the signed-in account without one. */
  registerOptions(token?: string): Promise<PublicKeyCredentialCreationOptionsJSON>;
  register(response: RegistrationResponseJSON, token?: string): Promise<void>;
  signOut(): Promise<void>;
  signOutEverywhere(): Promise<void>;
  leads(filter: LeadFilter, page: number): Promise<LeadPage>;
  /** The CSV download of what the filter finds: a plain GET, for a link. */
  exportCsvUrl(filter: LeadFilter): string;
  lead(id: string): Promise<LeadDetail>;
  setStatus(id: string, status: LeadStatus): Promise<void>;
  addNote(id: string, text: string): Promise<void>;
  retry(id: string, target: string): Promise<void>;
  /** What a lead's reply box starts from. */
  replyDraft(id: string): Promise<ReplyDraft>;
  /** Sends a reply to the lead through the outbox. */
  sendReply(id: string, subject: string, text: string): Promise<void>;
  /** Keeps that the lead was answered another way (by phone). */
  markAnswered(id: string): Promise<void>;
  members(): Promise<Member[]>;
  invite(email: string): Promise<Invitation>;
  removeMember(id: string): Promise<void>;
  audit(page: number): Promise<AuditPage>;
  /** Everything held under the address, as the server's JSON. */
  personExport(email: string): Promise<Blob>;
  personErase(email: string): Promise<void>;
  /** How the reply promise was kept over the recent UK weeks (the lead desk's figures). */
  replyFigures(): Promise<ReplyFiguresPage>;
  /** Every member a lead can be assigned to. */
  assignees(): Promise<Assignee[]>;
  /** Assigns a lead to a member, or (null) to nobody. */
  assign(id: string, assignee: string | null): Promise<void>;
  /** One change to many leads, all or none. */
  bulk(ids: readonly string[], action: BulkAction): Promise<BulkResult>;
  /** The leads before and after this one in the filter's list. */
  neighbours(id: string, filter: LeadFilter): Promise<Neighbours>;
  /** The signed-in member's passkeys. */
  passkeys(): Promise<PasskeyInfo[]>;
  renamePasskey(id: string, name: string): Promise<PasskeyInfo[]>;
  removePasskey(id: string): Promise<PasskeyInfo[]>;
  /** Called when a request made while signed in answers 401; returns the unsubscribe. */
  onSessionEnded(listener: () => void): () => void;
}

/** Said of an answer in a shape the page does not know. */
export const MALFORMED = "The server's answer is not one this page can read";

const unreachable = () => new InboxRequestError({ kind: "unreachable" });

async function problemOf(response: Response): Promise<InboxProblem> {
  const body: unknown = await response.json().catch(() => null);
  const problem = v.safeParse(problemAnswer, body);
  return problem.success
    ? problem.output
    : { error: `The server refused the request (${response.status})` };
}

/** A list's query for this filter and page, as its route declares it. */
const leadQuery = (
  filter: LeadFilter,
  page = 1,
): RouteParts<typeof INBOX_ROUTES.leads>["query"] => ({
  queue: filter.queue === "all" ? undefined : filter.queue,
  status: filter.status,
  form: filter.form,
  from: filter.from,
  to: filter.to,
  q: filter.q,
  assignee: filter.assignee,
  page: page > 1 ? String(page) : undefined,
});

export function createInboxClient(fetch: Fetch): InboxClient {
  let csrfToken: string | null = null;
  const ended = new Set<() => void>();

  async function send(method: "GET" | "POST" | "DELETE", url: string, body?: object) {
    const headers: Record<string, string> = { accept: "application/json" };
    if (method !== "GET" && csrfToken) headers[CSRF_HEADER] = csrfToken;
    // Every POST has a JSON body, {} when it says nothing more: a plain HTML form cannot send one.
    const json = method === "POST" ? JSON.stringify(body ?? {}) : undefined;
    if (json) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: json, credentials: "same-origin" });
    } catch {
      throw unreachable();
    }
    if (response.ok) return response;
    if (response.status >= 500) throw unreachable();
    const problem = await problemOf(response);
    if (response.status === 401) {
      const wasSignedIn = csrfToken !== null;
      csrfToken = null;
      if (wasSignedIn) for (const listener of ended) listener();
      throw new InboxRequestError({ kind: "signed-out", problem });
    }
    throw new InboxRequestError({ kind: "refused", status: response.status, problem });
  }

  const malformed = (hint: string) =>
    new InboxRequestError({ kind: "malformed", problem: { error: MALFORMED, hint } });

  /** A route's answer as JSON, checked against its declared shape (src/lib/inbox/endpoints.ts). */
  async function call<R extends InboxRoute>(
    route: R,
    parts: Partial<RouteParts<R>> = {},
  ): Promise<{ answer: v.InferOutput<R["answer"]>; text: string }> {
    const response = await send(route.method, routePath(route, parts), parts.body ?? undefined);
    let text: string;
    let answer: unknown;
    try {
      text = await response.text();
      answer = JSON.parse(text);
    } catch {
      throw unreachable();
    }
    const checked = v.safeParse(route.answer, answer);
    if (!checked.success) throw malformed(answerProblem(checked.issues));
    return { answer: checked.output, text };
  }

  const answerOf = async <R extends InboxRoute>(route: R, parts: Partial<RouteParts<R>> = {}) =>
    (await call(route, parts)).answer;
  const done = async <R extends InboxRoute>(route: R, parts: Partial<RouteParts<R>> = {}) => {
    await call(route, parts);
  };

  return {
    async session() {
      try {
        const session = await answerOf(INBOX_ROUTES.session);
        csrfToken = session.csrfToken;
        return session;
      } catch (error) {
        if (error instanceof InboxRequestError && error.failure.kind === "signed-out") return null;
        throw error;
      }
    },
    passkeyOptions: () => answerOf(INBOX_ROUTES.passkeyOptions),
    passkeyVerify: (response) => done(INBOX_ROUTES.passkeyVerify, { body: { response } }),
    emailLink: (email) => done(INBOX_ROUTES.emailLink, { body: { email } }),
    linkSignIn: (token) => done(INBOX_ROUTES.linkSignIn, { body: { token } }),
    registerOptions: (token) => answerOf(INBOX_ROUTES.registerOptions, { body: { token } }),
    register: (response, token) => done(INBOX_ROUTES.register, { body: { token, response } }),
    async signOut() {
      await done(INBOX_ROUTES.signOut);
      csrfToken = null;
    },
    async signOutEverywhere() {
      await done(INBOX_ROUTES.signOutEverywhere);
      csrfToken = null;
    },
    leads: (filter, page) => answerOf(INBOX_ROUTES.leads, { query: leadQuery(filter, page) }),
    exportCsvUrl: (filter) => routePath(INBOX_ROUTES.exportCsv, { query: leadQuery(filter) }),
    lead: (id) => answerOf(INBOX_ROUTES.lead, { params: { id } }),
    setStatus: (id, status) => done(INBOX_ROUTES.setStatus, { params: { id }, body: { status } }),
    addNote: (id, text) => done(INBOX_ROUTES.addNote, { params: { id }, body: { text } }),
    retry: (id, target) => done(INBOX_ROUTES.retry, { params: { id, target } }),
    replyDraft: (id) => answerOf(INBOX_ROUTES.replyDraft, { params: { id } }),
    sendReply: (id, subject, text) =>
      done(INBOX_ROUTES.sendReply, { params: { id }, body: { subject, text } }),
    markAnswered: (id) => done(INBOX_ROUTES.markAnswered, { params: { id } }),
    members: () => answerOf(INBOX_ROUTES.members),
    invite: (email) => answerOf(INBOX_ROUTES.invite, { body: { email } }),
    removeMember: (id) => done(INBOX_ROUTES.removeMember, { params: { id } }),
    audit: (page) =>
      answerOf(INBOX_ROUTES.audit, { query: { page: page > 1 ? String(page) : undefined } }),
    async personExport(email) {
      const { text } = await call(INBOX_ROUTES.personExport, { body: { email } });
      return new Blob([text], { type: "application/json" });
    },
    replyFigures: () => answerOf(INBOX_ROUTES.replyFigures),
    personErase: (email) =>
      done(INBOX_ROUTES.personErase, { body: { email, confirm: ERASE_CONFIRMATION } }),
    assignees: () => answerOf(INBOX_ROUTES.assignees),
    assign: (id, assignee) => done(INBOX_ROUTES.assign, { params: { id }, body: { assignee } }),
    bulk: (ids, action) => answerOf(INBOX_ROUTES.bulk, { body: { ids: [...ids], action } }),
    neighbours: (id, filter) =>
      answerOf(INBOX_ROUTES.neighbours, { params: { id }, query: leadQuery(filter) }),
    passkeys: () => answerOf(INBOX_ROUTES.passkeys),
    renamePasskey: (id, name) =>
      answerOf(INBOX_ROUTES.renamePasskey, { params: { id }, body: { name } }),
    removePasskey: (id) => answerOf(INBOX_ROUTES.removePasskey, { params: { id } }),
    onSessionEnded(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
  };
}
