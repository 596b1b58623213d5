// The lines of leads.jsonl, the store before SQLite, read by jsonl-import.ts: a submission when it
// arrived, then one line per delivery attempt.
// An older line (one `delivery` per submission, written before deliveries were retried) still reads.
import * as v from "valibot";
import { toKinded } from "./rows";
import {
  DELIVERY_STATES,
  DELIVERY_TARGETS,
  SUBMISSION_KINDS,
  type Delivery,
  type DeliveryState,
  type DeliveryTarget,
  type DeliveryUpdate,
  type Submission,
} from "./types";

export interface DeliveryLine extends DeliveryUpdate {
  kind: "delivery";
  /** The submission's id. */
  id: string;
  target: DeliveryTarget;
}

export type StoreLine =
  { type: "submission"; submission: Submission } | { type: "delivery"; line: DeliveryLine };

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const optional = (value: unknown, type: string) => value === undefined || typeof value === type;

const isTarget = (value: unknown): value is DeliveryTarget =>
  DELIVERY_TARGETS.some((target) => target === value);

const isState = (value: unknown): value is DeliveryState =>
  DELIVERY_STATES.some((state) => state === value);

/** The update's fields, each checked for its type; null when one is missing or wrong. */
function deliveryUpdate(value: Fields): DeliveryUpdate | null {
  const { state, attempts, nextAttemptAt, lastAttemptAt, status, detail, subscriberId } = value;
  if (!isState(state) || typeof attempts !== "number") return null;
  const texts = { nextAttemptAt, lastAttemptAt, detail, subscriberId };
  if (!Object.values(texts).every((text) => optional(text, "string"))) return null;
  if (!optional(status, "number")) return null;
  const update: DeliveryUpdate = { state, attempts };
  if (typeof nextAttemptAt === "string") update.nextAttemptAt = nextAttemptAt;
  if (typeof lastAttemptAt === "string") update.lastAttemptAt = lastAttemptAt;
  if (typeof status === "number") update.status = status;
  if (typeof detail === "string") update.detail = detail;
  if (typeof subscriberId === "string") update.subscriberId = subscriberId;
  return update;
}

function delivery(value: unknown): Delivery | null {
  if (!isObject(value) || !isTarget(value.target)) return null;
  const update = deliveryUpdate(value);
  return update && { target: value.target, ...update };
}

function deliveries(value: unknown): Delivery[] | null {
  if (!Array.isArray(value)) return null;
  const list = value.map(delivery);
  return list.every((item): item is Delivery => item !== null) ? list : null;
}

const text = v.optional(v.string());
const texts = v.optional(v.array(v.string()));

/**
 * What the code that reads a stored record relies on: each field's type. Not today's limits,
 * so that a record kept under older rules still comes in.
 */
const STORED_RECORD = {
  lead: v.looseObject({
    email: v.string(),
    name: text,
    company: text,
    interest: text,
    source: text,
    leadMagnet: text,
    assessmentScore: v.optional(v.number()),
    tags: texts,
    message: text,
    type: text,
    recommendations: texts,
  }),
  contact: v.looseObject({
    email: v.string(),
    name: text,
    phone: text,
    website: text,
    subject: text,
    message: text,
    budget: text,
    howHeard: text,
  }),
};

/** The submission's own fields, checked; null when one is missing or wrong. */
function submissionOf(value: Fields, deliveries: Delivery[]): Submission | null {
  const { kind, id, idempotencyKey, receivedAt, record, page, requestHash } = value;
  const knownKind = SUBMISSION_KINDS.find((known) => known === kind);
  if (!knownKind || typeof id !== "string" || typeof receivedAt !== "string") return null;
  if (idempotencyKey !== null && typeof idempotencyKey !== "string") return null;
  if (!isObject(record) || !v.is(STORED_RECORD[knownKind], record)) return null;
  const from = typeof page === "string" ? page : null;
  return {
    ...toKinded(knownKind, record),
    id,
    idempotencyKey,
    receivedAt,
    page: from,
    ...(typeof requestHash === "string" ? { requestHash } : {}),
    deliveries,
  };
}

/** A line of the first format: the one delivery made before the lead was stored. */
function legacyDeliveries(value: unknown): Delivery[] | null {
  if (!isObject(value) || typeof value.ok !== "boolean") return null;
  if (value.to === "store") return [];
  if (!isTarget(value.to)) return null;
  return [
    {
      target: value.to,
      state: value.ok ? "delivered" : "failed",
      attempts: 1,
      ...(typeof value.status === "number" ? { status: value.status } : {}),
      ...(typeof value.detail === "string" ? { detail: value.detail } : {}),
      ...(typeof value.subscriberId === "string" ? { subscriberId: value.subscriberId } : {}),
    },
  ];
}

/** One line of the store, or null when it is not a whole record (a cut-short write, a hand edit). */
export function parseStoreLine(text: string): StoreLine | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  if (value.kind === "delivery") {
    const update = deliveryUpdate(value);
    const { id, target } = value;
    return update && typeof id === "string" && isTarget(target)
      ? { type: "delivery", line: { kind: "delivery", id, target, ...update } }
      : null;
  }
  const owed = deliveries(value.deliveries) ?? legacyDeliveries(value.delivery);
  const submission = owed && submissionOf(value, owed);
  return submission ? { type: "submission", submission } : null;
}
