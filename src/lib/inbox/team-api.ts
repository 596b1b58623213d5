import * as v from "valibot";
import { say } from "../leads/field-schemas";
import { controlCharacters, LONE_SURROGATE } from "../leads/fields";
import { BULK_MAX_LEADS, PASSKEY_NAME_MAX_LENGTH } from "./limits";
import { LEAD_STATUSES } from "./statuses";

// What the lead desk's team part of the API takes and answers (docs/inbox.md): assigning a lead,
// changing many at once, a lead's neighbours in its list, and a member's own passkeys.

const text = v.string();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const ID_MAX_LENGTH = 100;
const idOf = (what: string) => {
  const problem = say({
    error: `Invalid ${what} id`,
    hint: `Give the ${what}'s id from the inbox`,
  });
  return v.pipe(v.string(problem), v.minLength(1, problem), v.maxLength(ID_MAX_LENGTH, problem));
};

const IDS_PROBLEM = {
  error: "Invalid selection",
  hint: `Select from 1 to ${BULK_MAX_LEADS} leads, each once`,
};

/** The leads a change is for: from 1 to BULK_MAX_LEADS ids, none twice. */
export const leadIds = v.pipe(
  v.array(idOf("lead"), say(IDS_PROBLEM)),
  v.minLength(1, say(IDS_PROBLEM)),
  v.maxLength(BULK_MAX_LEADS, say(IDS_PROBLEM)),
  v.check((ids) => new Set(ids).size === ids.length, say(IDS_PROBLEM)),
);

const ASSIGNEE_PROBLEM = {
  error: "Invalid assignee",
  hint: "Give a member's id from the inbox, or null to leave it unassigned",
};
const assignee = v.nullable(idOf("member"));

/** POST leads/:id/assignee. */
export const assignBody = v.object({ assignee }, say(ASSIGNEE_PROBLEM));

const ACTION_PROBLEM = {
  error: "Invalid change",
  hint: 'Say what to do: { kind: "status", status } or { kind: "assign", assignee }',
};

/** What a bulk change does to each lead. */
export const bulkAction = v.variant(
  "kind",
  [
    v.object({
      kind: v.literal("status"),
      status: v.picklist(
        LEAD_STATUSES,
        say({ error: "Invalid status", hint: `One of ${LEAD_STATUSES.join(", ")}` }),
      ),
    }),
    v.object({ kind: v.literal("assign"), assignee }),
  ],
  say(ACTION_PROBLEM),
);
export type BulkAction = v.InferOutput<typeof bulkAction>;

/** POST leads/bulk: the leads, and what to do to each. */
export const bulkBody = v.object(
  { ids: leadIds, action: bulkAction },
  say({ error: "Invalid change", hint: "Send { ids, action }" }),
);

/** POST leads/bulk's answer: how many leads were asked for, and how many of them changed. */
export const bulkAnswer = v.object({ leads: count, changed: count });
export type BulkResult = v.InferOutput<typeof bulkAnswer>;

/** GET leads/:id/neighbours's answer: the leads before and after it in its list. */
export const neighboursAnswer = v.object({ previous: v.nullable(text), next: v.nullable(text) });
export type Neighbours = v.InferOutput<typeof neighboursAnswer>;

/** GET assignees's answer: every member a lead can be assigned to. */
export const assigneesAnswer = v.array(v.object({ id: text, email: text }));

/** A passkey of the signed-in member, as the account page lists it. */
export const passkeyAnswer = v.object({
  id: text,
  name: text,
  createdAt: text,
  lastUsedAt: v.nullable(text),
});
export type PasskeyInfo = v.InferOutput<typeof passkeyAnswer>;
export const passkeysAnswer = v.array(passkeyAnswer);

const nameControl = controlCharacters("name");
const NAME_PROBLEM = {
  error: "Invalid name",
  hint: `Name the passkey in 1 to ${PASSKEY_NAME_MAX_LENGTH} characters`,
};

/** POST passkeys/:id/name. */
export const passkeyNameBody = v.object(
  {
    name: v.pipe(
      v.string(say(NAME_PROBLEM)),
      v.trim(),
      v.minLength(1, say(NAME_PROBLEM)),
      v.maxLength(PASSKEY_NAME_MAX_LENGTH, say(NAME_PROBLEM)),
      v.check((name) => !nameControl.test(name) && !LONE_SURROGATE.test(name), say(NAME_PROBLEM)),
    ),
  },
  say(NAME_PROBLEM),
);

export const passkeyParams = v.object({ id: idOf("passkey") });
