import * as v from "valibot";
import { INBOX_FORMS } from "./forms";
import type { ReplyFiguresPage } from "./reply-figures";

// The lead desk's answers (docs/inbox.md), declared as answers.ts declares the others.

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const replyFiguresAnswer: v.GenericSchema<ReplyFiguresPage> = v.object({
  withinHours: v.number(),
  weeks: v.array(v.string()),
  figures: v.array(
    v.object({
      week: v.string(),
      form: v.picklist(INBOX_FORMS),
      counted: count,
      within: count,
      answered: count,
      medianMs: v.nullable(v.number()),
    }),
  ),
});
