import * as v from "valibot";
import { emailField, say, textField } from "./field-schemas";
import { BODY_NOT_OBJECT, LONE_SURROGATE, wrongType, type LimitedField } from "./fields";
import type { Expect, Same } from "../same-type";
import { LEAD_SOURCES } from "./sources";
import type { LeadRecord } from "./types";

// The body of POST /api/subscribe: the lead record as the email-marketing layer knows it, with
// the extras some forms send. A field left out, null or empty is dropped; the others are trimmed
// and kept within their limits.

const CONTROL = /\p{Cc}/u;

/** Drops a field that is empty once trimmed. */
const given = <S extends v.GenericSchema<unknown, string>>(schema: S) =>
  v.nullish(
    v.pipe(
      schema,
      v.transform((text: string) => text || undefined),
    ),
  );

const text = (field: LimitedField) => given(textField(field));

/** The short texts our own pages set (a lead magnet's id, a type): one line, at most 80 UTF-16 units. */
const SHORT_TEXT_LIMIT = 80;
const shortText = (field: string) => {
  const notText = say(wrongType(field, "text without control characters"));
  return given(
    v.pipe(
      v.string(say(wrongType(field, "text"))),
      v.trim(),
      v.maxLength(
        SHORT_TEXT_LIMIT,
        say({
          error: `Invalid ${field}`,
          hint: `${field} can be at most ${SHORT_TEXT_LIMIT} characters`,
        }),
      ),
      v.check((value) => !CONTROL.test(value) && !LONE_SURROGATE.test(value), notText),
    ),
  );
};

/** A list of short texts (tags, recommendations), each trimmed, the empty ones dropped. */
const list = (field: string, items: number, length: number) => {
  const problem = say(wrongType(field, `a list of at most ${items} short texts`));
  return v.nullish(
    v.pipe(
      v.array(
        v.pipe(
          v.string(problem),
          v.maxLength(length, problem),
          v.check((item) => !CONTROL.test(item) && !LONE_SURROGATE.test(item), problem),
        ),
        problem,
      ),
      v.maxLength(items, problem),
      v.transform((texts) => texts.map((item) => item.trim()).filter(Boolean)),
      v.readonly(),
    ),
  );
};

const scoreProblem = say(wrongType("assessmentScore", "a number from 0 to 100"));
const sourceProblem = say(wrongType("source", `one of ${LEAD_SOURCES.join(", ")}`));

export const leadRecordSchema = v.pipe(
  v.object(
    {
      email: v.nullish(emailField(), ""),
      name: text("name"),
      company: text("company"),
      interest: text("interest"),
      source: v.nullish(
        v.pipe(
          v.union([v.literal(""), v.picklist(LEAD_SOURCES)], sourceProblem),
          v.transform((source) => source || undefined),
        ),
      ),
      leadMagnet: shortText("leadMagnet"),
      assessmentScore: v.nullish(
        v.pipe(
          v.number(scoreProblem),
          v.finite(scoreProblem),
          v.minValue(0, scoreProblem),
          v.maxValue(100, scoreProblem),
        ),
      ),
      tags: list("tags", 10, 60),
      message: text("message"),
      type: shortText("type"),
      recommendations: list("recommendations", 10, 500),
    },
    say(BODY_NOT_OBJECT),
  ),
  v.transform(withoutEmpty),
);

type WithoutNull<T> = { [K in keyof T]: Exclude<T[K], null> };

/** The record without the fields that were left out, null or empty. */
function withoutEmpty<T extends object>(record: T): WithoutNull<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined && value !== null),
  ) as WithoutNull<T>;
}

export type { LeadRecord };
export type LeadRecordIsTheSchemaOutput = Expect<
  Same<LeadRecord, v.InferOutput<typeof leadRecordSchema>>
>;
