import { createHash } from "node:crypto";
import { HONEYPOT_FIELD, thankYouPath, type Endpoint as EndpointPath } from "../lib/leads/form-ids";
import { formPost, postedForm, type PostedFields } from "../lib/leads/form-posts";
import type * as v from "valibot";
import { parseWith } from "../lib/leads/field-schemas";
import type { KindedRecord } from "../lib/leads/submission";
import type { LeadProblem } from "../lib/leads/types";
import {
  postedFromPage,
  readBuiltPage,
  renderFormPage,
  renderProblemPage,
  type ProblemsToShow,
} from "./form-page";
import { isHoneypotFilled } from "./honeypot";
import { HTTP_PROBLEMS } from "./http/problems";
import { consentFor } from "./consent";
import { requestHash } from "./idempotency";
import type { Settings } from "./settings";
import type { Stores } from "./stores";
import type { AddResult, DeliveryTarget, StoredRef, SubmissionKind } from "./store/types";
import { owedFor } from "./owed";
import { visitorMailQuota } from "./visitor-mail-quota";

// Below HTTP: what both endpoints do with a body Fastify has read, parsed and checked for size,
// type and rate. Validate by the form's own rules, store, then answer; deliveries follow.

export type Reply =
  | { status: number; headers: Record<string, string>; json: object }
  | { status: number; headers: Record<string, string>; html: string };

/** What one endpoint adds to the shared pipeline. */
export interface Endpoint {
  kind: SubmissionKind;
  path: EndpointPath;
  /**
   * The body's schema (src/lib/leads), in the product's words: what it gives back is stored with
   * the endpoint's kind.
   */
  schema: v.GenericSchema<unknown, KindedRecord>;
  /** The plausible success a bot that filled the honeypot is shown. */
  decoy(): object;
  /** The answer for a stored submission: the same for the first request and every repeat. */
  answer(stored: StoredRef): object;
  /** The answer's JSON schema: Fastify serialises exactly these fields and nothing else. */
  answerSchema: object;
}

/** What the pipeline needs from the server it runs in. */
export interface PipelineContext {
  /** Read once at start (src/server/settings). */
  settings: Settings;
  /** The stores, or why there are none that would keep a lead. */
  stores: Stores | { unavailable: string };
  log: (message: string, error?: unknown) => void;
  /** Called once new deliveries are owed (a submission stored, an unsubscribe). */
  afterStore: () => Promise<void> | void;
  /** The built site, where a form posted without scripts is found to show it again. */
  publicDir: string | null;
}

/** What the HTTP layer knows of a request that the pipeline needs. */
export interface Submitted {
  /** The Idempotency-Key header, already checked; null when absent. */
  key: string | null;
  /** The page of ours the form was on (src/server/http/same-site), or null. */
  page: string | null;
}

const NO_STORE = { "Cache-Control": "no-store" };

const json = (status: number, body: object): Reply => ({
  status,
  headers: { ...NO_STORE },
  json: body,
});

/** A refusal as JSON: exactly { error, hint }. */
export const problemReply = (
  status: number,
  { error, hint }: LeadProblem,
  headers: Record<string, string> = {},
): Reply => ({ status, headers: { ...NO_STORE, ...headers }, json: { error, hint } });

/** A refusal as a page, for a browser that posted a form without scripts. */
export const problemPage = (
  status: number,
  problem: LeadProblem,
  backTo: string | null,
  headers: Record<string, string> = {},
): Reply => ({
  status,
  headers: { ...NO_STORE, ...headers },
  html: renderProblemPage([], problem, backTo ?? "/"),
});

const redirect = (location: string): Reply => ({
  status: 303,
  headers: { ...NO_STORE, Location: location },
  html: `<!doctype html><title>Sent</title><p><a href="${location}">Continue</a></p>`,
});

type Kept = { ok: true; stored: AddResult } | { ok: false; status: number; problem: LeadProblem };

/** Stores a valid record once per key; a key reused with another record is refused. */
async function keep(
  submission: KindedRecord,
  key: string | null,
  page: string | null,
  context: PipelineContext,
): Promise<Kept> {
  const store = "unavailable" in context.stores ? context.stores : context.stores.store;
  if ("unavailable" in store) return { ok: false, status: 503, problem: HTTP_PROBLEMS.notStored };
  const { kind, record } = submission;
  const hash = requestHash(kind, record);
  let stored: AddResult;
  let targets: DeliveryTarget[];
  try {
    const owed = await owedFor(store, context.settings, submission);
    const { confirmation } = owed;
    targets = owed.targets;
    stored = await store.add({
      ...submission,
      idempotencyKey: key,
      page,
      requestHash: hash,
      consent: consentFor(submission),
      ...(confirmation ? { confirmation } : {}),
      targets,
      ...(targets.includes("visitor-email") ? { visitorMail: visitorMailQuota(record.email) } : {}),
    });
  } catch (error) {
    context.log(`${kind}: the store did not take the submission`, error);
    return { ok: false, status: 503, problem: HTTP_PROBLEMS.storeDown };
  }
  if (stored.duplicate && stored.requestHash !== null && stored.requestHash !== hash) {
    return { ok: false, status: 422, problem: HTTP_PROBLEMS.keyReused };
  }
  if (!stored.duplicate && targets.length) await context.afterStore();
  return { ok: true, stored };
}

/**
 * A body that filled the forms' trap: kept as spam when it is one the form would take, owed
 * nothing (no email, no platform, no confirmation), so a real visitor caught by mistake is not
 * lost (the owner restores it: src/server/trapped.ts). Whatever happens here, the bot's answer
 * is the one it always got: it never learns it was caught.
 */
async function keepTrapped(
  submission: KindedRecord,
  key: string | null,
  page: string | null,
  context: PipelineContext,
): Promise<void> {
  const store = "unavailable" in context.stores ? context.stores : context.stores.store;
  if ("unavailable" in store) return;
  try {
    await store.add({
      ...submission,
      idempotencyKey: key,
      page,
      requestHash: requestHash(submission.kind, submission.record),
      consent: consentFor(submission),
      targets: [],
      trapped: true,
    });
  } catch (error) {
    context.log(`${submission.kind}: the store did not keep a trapped submission`, error);
  }
}

/** A JSON body from the scripts: validated, stored, answered with the endpoint's answer. */
export async function acceptJson(
  endpoint: Endpoint,
  body: unknown,
  { key, page }: Submitted,
  context: PipelineContext,
): Promise<Reply> {
  const parsed = parseWith(endpoint.schema, body);
  if (isHoneypotFilled(body)) {
    if (parsed.ok) await keepTrapped(parsed.value, key, page, context);
    return json(200, endpoint.decoy());
  }
  if (!parsed.ok) return problemReply(400, parsed.problem);
  const kept = await keep(parsed.value, key, page, context);
  if (!kept.ok) return problemReply(kept.status, kept.problem);
  return json(200, endpoint.answer(kept.stored));
}

/** The built page with the form filled in and its problems shown, or a page of its own. */
async function formProblems(
  show: ProblemsToShow,
  status: number,
  page: string | null,
  context: PipelineContext,
): Promise<Reply> {
  const formPage = formPost(show.formId).page;
  const built = context.publicDir
    ? ((page && (await readBuiltPage(context.publicDir, page))) ??
      (await readBuiltPage(context.publicDir, formPage)))
    : null;
  const problems = Object.values(show.problems).filter((p): p is LeadProblem => p !== undefined);
  const html =
    (built && renderFormPage(built, { ...show, page })) ??
    renderProblemPage(problems, show.summary, page ?? formPage);
  return { status, headers: { ...NO_STORE }, html };
}

/**
 * A form posted without scripts: the form it names, validated by that form's rules (the page
 * again with the problems, 422), built into the body the scripts would send, stored, and a 303 to
 * its thank-you page. The same form with the same words is one lead (a double click).
 */
export async function acceptForm(
  endpoint: Endpoint,
  fields: PostedFields,
  { key, page: referred }: Submitted,
  context: PipelineContext,
): Promise<Reply> {
  const page = postedFromPage(fields, referred);
  const formId = postedForm(fields, endpoint.path);
  if (!formId) return problemPage(400, HTTP_PROBLEMS.unknownForm, page);
  const form = formPost(formId);
  const thankYou = redirect(thankYouPath(form.thankYou(fields)));
  const trapped = fields.get(HONEYPOT_FIELD)?.some((text) => text.trim()) ?? false;
  const problems = form.validate(fields);
  if (trapped) {
    const parsed = Object.keys(problems).length
      ? null
      : parseWith(endpoint.schema, form.body(fields));
    if (parsed?.ok) await keepTrapped(parsed.value, key, page, context);
    return thankYou;
  }
  if (Object.keys(problems).length) {
    return formProblems({ formId, fields, problems }, 422, page, context);
  }
  const value = form.body(fields);
  const parsed = parseWith(endpoint.schema, value);
  if (!parsed.ok) {
    return formProblems(
      { formId, fields, problems: {}, summary: parsed.problem },
      422,
      page,
      context,
    );
  }
  const formKey =
    key ?? `form:${formId}:${createHash("sha256").update(JSON.stringify(value)).digest("hex")}`;
  const kept = await keep(parsed.value, formKey, page, context);
  if (!kept.ok) {
    return formProblems(
      { formId, fields, problems: {}, summary: kept.problem },
      kept.status,
      page,
      context,
    );
  }
  return thankYou;
}
