import * as v from "valibot";
import { controlCharacters } from "../leads/fields";
import { REPLY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH } from "./limits";
import { REPLY_BLOCKS, type ReplyDraft } from "./reply";
import { writtenText } from "./requests";

// What the reply routes take and give (src/lib/inbox/endpoints.ts, the reply's block).

export const replyBody = v.object({
  subject: writtenText(
    {
      name: "subject",
      missing: "Give the reply a subject",
      clean: "Keep the subject to one line of text",
    },
    REPLY_SUBJECT_MAX_LENGTH,
    controlCharacters("subject"),
  ),
  text: writtenText(
    {
      name: "reply",
      missing: "Write the reply first",
      clean: "Remove control characters (such as NUL) from the reply",
    },
    REPLY_MAX_LENGTH,
    controlCharacters("message"),
  ),
});

const text = v.string();

export const replyDraftAnswer: v.GenericSchema<ReplyDraft> = v.object({
  to: v.nullable(text),
  subject: text,
  threaded: v.boolean(),
  blocked: v.nullable(v.picklist(REPLY_BLOCKS)),
  firstReplyAt: v.nullable(text),
});
