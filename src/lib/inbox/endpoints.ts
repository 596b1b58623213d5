import * as v from "valibot";
import { INBOX_API, INBOX_ENDPOINTS } from "./api";
import {
  auditAnswer,
  creationOptionsAnswer,
  csvAnswer,
  doneAnswer,
  erasureAnswer,
  invitationAnswer,
  leadAnswer,
  leadPageAnswer,
  membersAnswer,
  personDataAnswer,
  requestOptionsAnswer,
  sessionAnswer,
} from "./answers";
import { replyFiguresAnswer } from "./desk-answers";
import {
  auditQuery,
  deliveryParams,
  emailBody,
  eraseBody,
  leadParams,
  leadQuery,
  memberParams,
  noQuery,
  noteBody,
  statusBody,
} from "./requests";
import { replyBody, replyDraftAnswer } from "./reply-requests";
import {
  assignBody,
  assigneesAnswer,
  bulkAnswer,
  bulkBody,
  neighboursAnswer,
  passkeyNameBody,
  passkeyParams,
  passkeysAnswer,
} from "./team-api";

// Each route of the inbox's API declared once: its method and path, the params, query and body it
// takes, and the answer it gives. The server validates by it and serialises by it
// (src/server/inbox/route-schema.ts); the page's client builds each request from it and checks
// each answer against it (src/inbox/api-client.ts), so the two cannot drift apart unseen.

export interface InboxRoute {
  readonly method: "GET" | "POST" | "DELETE";
  /** As Fastify spells it: `:name` for each of the params. */
  readonly url: string;
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  /** The JSON body a POST reads; a POST without one reads none (the page still sends {}). */
  readonly body?: v.GenericSchema;
  /** The status of a success, and what it carries. */
  readonly status: 200 | 201 | 202;
  readonly answer: v.GenericSchema;
  /** The answer is a file to save (sent as a stream or as its text): the shape is its content's. */
  readonly download?: true;
}

const route = <const R extends InboxRoute>(declared: R): R => declared;

// The sign-in bodies the route reads itself: a token it refuses with a 401 (counted as a refused
// sign-in), a passkey's answer that WebAuthn checks.
const anything = v.optional(v.unknown());
const responseBody = v.looseObject({ response: anything });
const tokenBody = v.looseObject({ token: anything });
const registerBody = v.looseObject({ token: anything, response: anything });

const lead = `${INBOX_API}/leads/:id`;

export const INBOX_ROUTES = {
  session: route({
    method: "GET",
    url: INBOX_ENDPOINTS.session,
    query: noQuery,
    status: 200,
    answer: sessionAnswer,
  }),
  passkeyOptions: route({
    method: "POST",
    url: INBOX_ENDPOINTS.passkeyOptions,
    status: 200,
    answer: requestOptionsAnswer,
  }),
  passkeyVerify: route({
    method: "POST",
    url: INBOX_ENDPOINTS.passkeyVerify,
    body: responseBody,
    status: 200,
    answer: sessionAnswer,
  }),
  emailLink: route({
    method: "POST",
    url: INBOX_ENDPOINTS.emailLink,
    body: emailBody,
    status: 202,
    answer: doneAnswer,
  }),
  linkSignIn: route({
    method: "POST",
    url: INBOX_ENDPOINTS.linkSignIn,
    body: tokenBody,
    status: 200,
    answer: sessionAnswer,
  }),
  registerOptions: route({
    method: "POST",
    url: INBOX_ENDPOINTS.registerOptions,
    body: tokenBody,
    status: 200,
    answer: creationOptionsAnswer,
  }),
  register: route({
    method: "POST",
    url: INBOX_ENDPOINTS.register,
    body: registerBody,
    status: 200,
    answer: sessionAnswer,
  }),
  signOut: route({ method: "POST", url: INBOX_ENDPOINTS.signOut, status: 200, answer: doneAnswer }),
  signOutEverywhere: route({
    method: "POST",
    url: INBOX_ENDPOINTS.signOutEverywhere,
    status: 200,
    answer: doneAnswer,
  }),
  leads: route({
    method: "GET",
    url: INBOX_ENDPOINTS.leads,
    query: leadQuery,
    status: 200,
    answer: leadPageAnswer,
  }),
  exportCsv: route({
    method: "GET",
    url: INBOX_ENDPOINTS.exportCsv,
    query: leadQuery,
    status: 200,
    answer: csvAnswer,
    download: true,
  }),
  lead: route({
    method: "GET",
    url: lead,
    params: leadParams,
    query: noQuery,
    status: 200,
    answer: leadAnswer,
  }),
  setStatus: route({
    method: "POST",
    url: `${lead}/status`,
    params: leadParams,
    body: statusBody,
    status: 200,
    answer: leadAnswer,
  }),
  addNote: route({
    method: "POST",
    url: `${lead}/notes`,
    params: leadParams,
    body: noteBody,
    status: 200,
    answer: leadAnswer,
  }),
  retry: route({
    method: "POST",
    url: `${lead}/deliveries/:target/retry`,
    params: deliveryParams,
    status: 200,
    answer: leadAnswer,
  }),
  members: route({
    method: "GET",
    url: INBOX_ENDPOINTS.members,
    query: noQuery,
    status: 200,
    answer: membersAnswer,
  }),
  invite: route({
    method: "POST",
    url: INBOX_ENDPOINTS.members,
    body: emailBody,
    status: 201,
    answer: invitationAnswer,
  }),
  removeMember: route({
    method: "DELETE",
    url: `${INBOX_ENDPOINTS.members}/:id`,
    params: memberParams,
    status: 200,
    answer: membersAnswer,
  }),
  audit: route({
    method: "GET",
    url: INBOX_ENDPOINTS.audit,
    query: auditQuery,
    status: 200,
    answer: auditAnswer,
  }),
  personExport: route({
    method: "POST",
    url: INBOX_ENDPOINTS.personExport,
    body: emailBody,
    status: 200,
    answer: personDataAnswer,
    download: true,
  }),
  personErase: route({
    method: "POST",
    url: INBOX_ENDPOINTS.personErase,
    body: eraseBody,
    status: 200,
    answer: erasureAnswer,
  }),
  // The lead desk (issue 49, desk): how the reply promise is kept, per week and form.
  replyFigures: route({
    method: "GET",
    url: `${INBOX_API}/reply-figures`,
    query: noQuery,
    status: 200,
    answer: replyFiguresAnswer,
  }),
  // The lead desk's replies (issue 49, item 2: the `reply` part): what the reply box starts
  // from, a reply sent through the outbox, and a reply made by phone marked as made.
  replyDraft: route({
    method: "GET",
    url: `${lead}/reply`,
    params: leadParams,
    query: noQuery,
    status: 200,
    answer: replyDraftAnswer,
  }),
  sendReply: route({
    method: "POST",
    url: `${lead}/reply`,
    params: leadParams,
    body: replyBody,
    status: 202,
    answer: leadAnswer,
  }),
  markAnswered: route({
    method: "POST",
    url: `${lead}/answered`,
    params: leadParams,
    status: 200,
    answer: leadAnswer,
  }),

  // The lead desk's team part (issue 49, items 4, 5 and 7): assignment, many leads at once, a
  // lead's neighbours in its list, and a member's own passkeys.
  assignees: route({
    method: "GET",
    url: `${INBOX_API}/assignees`,
    query: noQuery,
    status: 200,
    answer: assigneesAnswer,
  }),
  assign: route({
    method: "POST",
    url: `${lead}/assignee`,
    params: leadParams,
    body: assignBody,
    status: 200,
    answer: leadAnswer,
  }),
  bulk: route({
    method: "POST",
    url: `${INBOX_ENDPOINTS.leads}/bulk`,
    body: bulkBody,
    status: 200,
    answer: bulkAnswer,
  }),
  neighbours: route({
    method: "GET",
    url: `${lead}/neighbours`,
    params: leadParams,
    query: leadQuery,
    status: 200,
    answer: neighboursAnswer,
  }),
  passkeys: route({
    method: "GET",
    url: INBOX_ENDPOINTS.register,
    query: noQuery,
    status: 200,
    answer: passkeysAnswer,
  }),
  renamePasskey: route({
    method: "POST",
    url: `${INBOX_ENDPOINTS.register}/:id/name`,
    params: passkeyParams,
    body: passkeyNameBody,
    status: 200,
    answer: passkeysAnswer,
  }),
  removePasskey: route({
    method: "DELETE",
    url: `${INBOX_ENDPOINTS.register}/:id`,
    params: passkeyParams,
    status: 200,
    answer: passkeysAnswer,
  }),
} as const;

type Input<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;

/** What a request on a route carries: its params, query and body, as the route's schemas take them. */
export type RouteParts<R extends InboxRoute> = {
  params: Input<R["params"]>;
  query: Input<R["query"]>;
  body: Input<R["body"]>;
};

/**
 * A route's address for these params and query: each `:name` replaced by its encoded value, and
 * the query's values given (an empty or missing one is left out).
 */
export function routePath<R extends InboxRoute>(
  route: R,
  { params, query }: Partial<Pick<RouteParts<R>, "params" | "query">> = {},
): string {
  const named: Readonly<Record<string, unknown>> = params ?? {};
  const path = route.url.replace(/:(\w+)/g, (_whole, name: string) =>
    encodeURIComponent(String(named[name] ?? "")),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (typeof value === "string" && value !== "") search.set(name, value);
  }
  const written = search.toString();
  return written ? `${path}?${written}` : path;
}
