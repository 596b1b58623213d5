import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import {
  CSRF_HEADER,
  INBOX_ENDPOINTS,
  inboxLeadEndpoint,
  inboxMemberEndpoint,
  inboxNoteEndpoint,
  inboxRetryEndpoint,
  inboxStatusEndpoint,
  type AuditPage,
  type InboxProblem,
  type Invitation,
  type LeadDetail,
  type LeadFilter,
  type LeadPage,
  type Member,
  type SessionInfo,
} from "../lib/inbox/api";
import * as v from "valibot";
import {
  answerProblem,
  auditAnswer,
  invitationAnswer,
  leadAnswer,
  leadPageAnswer,
  membersAnswer,
  sessionAnswer,
} from "../lib/inbox/answers";
import { leadQueryString, PAGE_FIELD } from "../lib/inbox/filter";
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
  members(): Promise<Member[]>;
  invite(email: string): Promise<Invitation>;
  removeMember(id: string): Promise<void>;
  audit(page: number): Promise<AuditPage>;
  /** Everything held under the address, as the server's JSON. */
  personExport(email: string): Promise<Blob>;
  personErase(email: string): Promise<void>;
  /** Called when a request made while signed in answers 401; returns the unsubscribe. */
  onSessionEnded(listener: () => void): () => void;
}

/** Said of an answer in a shape the page does not know. */
export const MALFORMED = "The server's answer is not one this page can read";

/** WebAuthn's options: the browser's own API checks them in full. */
const webAuthnOptions = <T extends object>() =>
  v.custom<T>((value) => typeof value === "object" && value !== null, "WebAuthn options");

const unreachable = () => new InboxRequestError({ kind: "unreachable" });

function isProblem(value: unknown): value is InboxProblem {
  return (
    typeof value === "object" &&
    value !== null &&
    "error" in value &&
    typeof value.error === "string"
  );
}

async function problemOf(response: Response): Promise<InboxProblem> {
  const body: unknown = await response.json().catch(() => null);
  return isProblem(body)
    ? { error: body.error, ...(typeof body.hint === "string" ? { hint: body.hint } : {}) }
    : { error: `The server refused the request (${response.status})` };
}

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

  /** The answer's JSON, checked against its declared shape (src/lib/inbox/answers.ts). */
  async function json<T>(
    schema: v.GenericSchema<T>,
    method: "GET" | "POST",
    url: string,
    body?: object,
  ): Promise<T> {
    const response = await send(method, url, body);
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw unreachable();
    }
    const checked = v.safeParse(schema, answer);
    if (checked.success) return checked.output;
    throw new InboxRequestError({
      kind: "malformed",
      problem: { error: MALFORMED, hint: answerProblem(checked.issues) },
    });
  }

  const post = async (url: string, body?: object) => {
    await send("POST", url, body);
  };

  return {
    async session() {
      try {
        const session = await json(sessionAnswer, "GET", INBOX_ENDPOINTS.session);
        csrfToken = session.csrfToken;
        return session;
      } catch (error) {
        if (error instanceof InboxRequestError && error.failure.kind === "signed-out") return null;
        throw error;
      }
    },
    passkeyOptions: () =>
      json(
        webAuthnOptions<PublicKeyCredentialRequestOptionsJSON>(),
        "POST",
        INBOX_ENDPOINTS.passkeyOptions,
      ),
    passkeyVerify: (response) => post(INBOX_ENDPOINTS.passkeyVerify, { response }),
    emailLink: (email) => post(INBOX_ENDPOINTS.emailLink, { email }),
    linkSignIn: (token) => post(INBOX_ENDPOINTS.linkSignIn, { token }),
    registerOptions: (token) =>
      json(
        webAuthnOptions<PublicKeyCredentialCreationOptionsJSON>(),
        "POST",
        INBOX_ENDPOINTS.registerOptions,
        {
          token,
        },
      ),
    register: (response, token) => post(INBOX_ENDPOINTS.register, { token, response }),
    async signOut() {
      await post(INBOX_ENDPOINTS.signOut);
      csrfToken = null;
    },
    async signOutEverywhere() {
      await post(INBOX_ENDPOINTS.signOutEverywhere);
      csrfToken = null;
    },
    leads: (filter, page) =>
      json(leadPageAnswer, "GET", `${INBOX_ENDPOINTS.leads}${leadQueryString(filter, page)}`),
    exportCsvUrl: (filter) => `${INBOX_ENDPOINTS.exportCsv}${leadQueryString(filter)}`,
    lead: (id) => json(leadAnswer, "GET", inboxLeadEndpoint(id)),
    setStatus: (id, status) => post(inboxStatusEndpoint(id), { status }),
    addNote: (id, text) => post(inboxNoteEndpoint(id), { text }),
    retry: (id, target) => post(inboxRetryEndpoint(id, target)),
    members: () => json(membersAnswer, "GET", INBOX_ENDPOINTS.members),
    invite: (email) => json(invitationAnswer, "POST", INBOX_ENDPOINTS.members, { email }),
    async removeMember(id) {
      await send("DELETE", inboxMemberEndpoint(id));
    },
    audit: (page) =>
      json(
        auditAnswer,
        "GET",
        `${INBOX_ENDPOINTS.audit}${page > 1 ? `?${PAGE_FIELD}=${page}` : ""}`,
      ),
    async personExport(email) {
      const response = await send("POST", INBOX_ENDPOINTS.personExport, { email });
      return new Blob([await response.text()], { type: "application/json" });
    },
    personErase: (email) => post(INBOX_ENDPOINTS.personErase, { email, confirm: "erase" }),
    onSessionEnded(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
  };
}
