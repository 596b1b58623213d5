import { Box, chakra, Flex, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { Icon } from "../components/Icon";
import { TextArea } from "../components/TextArea";
import { TextInput } from "../components/TextInput";
import { TextLink } from "../components/TextLink";
import type { LeadDetail } from "../lib/inbox/api";
import { REPLY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH } from "../lib/inbox/limits";
import { mailtoHref, REPLY_BLOCK_TEXT, telHref } from "../lib/inbox/reply";
import type { InboxClient } from "./api-client";
import { formatTime } from "./format";
import { LoadingState } from "./LoadingState";
import { Notice } from "./Notice";
import { ProblemNotice } from "./ProblemNotice";
import { useAction, type ActionState } from "./use-action";
import { useLoad } from "./use-load";

export interface LeadReplyProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The lead answered: its address and phone, for the links. */
  lead: LeadDetail;
  /** Reads the lead again once it was answered (its emails, history and status changed). */
  onAnswered: () => Promise<unknown>;
  /** A state the box opens in, as after a press (stories start there). */
  start?: ReplyStart;
}

/** Where the reply box stands when drawn: the message written, what was just done, the send. */
export interface ReplyStart {
  text?: string;
  said?: string;
  /** The reply's press: on its way (busy), or refused and why. */
  send?: ActionState;
}

const phoneOf = (lead: LeadDetail): string | undefined =>
  lead.kind === "contact" ? lead.record.phone || undefined : undefined;

/**
 * Answering a lead from its page: a reply sent from the studio's address with the member's own
 * to answer to, threaded with the confirmation the visitor has; or the member's mail program or
 * phone, and "Mark as answered" once they have called. Either way the lead counts as answered.
 */
export function LeadReply({ client, lead, onAnswered, start }: LeadReplyProps) {
  const {
    data: draft,
    error,
    loading,
    reload,
  } = useLoad(lead.id, () => client.replyDraft(lead.id));
  const [subject, setSubject] = useState<string>();
  const [text, setText] = useState(start?.text ?? "");
  const [empty, setEmpty] = useState(false);
  const [said, setSaid] = useState(start?.said ?? "");

  const send = useAction(async (toSubject: string, body: string) => {
    await client.sendReply(lead.id, toSubject, body);
    await Promise.all([onAnswered(), reload()]);
  }, start?.send);
  const answered = useAction(async () => {
    await client.markAnswered(lead.id);
    await Promise.all([onAnswered(), reload()]);
  });

  if (!draft) {
    return error !== undefined && !loading ? (
      <ProblemNotice error={error} onRetry={() => void reload()} />
    ) : (
      <LoadingState label="Loading the reply…" />
    );
  }

  const shownSubject = subject ?? draft.subject;
  const mailto = mailtoHref(lead.record.email, shownSubject);
  const tel = telHref(phoneOf(lead));
  const sending = send.state.status === "busy";
  const marking = answered.state.status === "busy";
  const failure = [send.state, answered.state].find((state) => state.status === "failed");

  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        {draft.firstReplyAt ? (
          <>
            First answered{" "}
            <time dateTime={draft.firstReplyAt}>{formatTime(draft.firstReplyAt)}</time>.
          </>
        ) : (
          "Not answered yet."
        )}
      </Text>
      <Box aria-live="polite" aria-atomic="true">
        {said && <Notice tone="done" live={false} title={said} />}
      </Box>
      {failure?.status === "failed" && <ProblemNotice error={failure.error} />}
      {draft.blocked ? (
        <Notice
          tone="info"
          title="No reply can be sent from here"
          text={REPLY_BLOCK_TEXT[draft.blocked]}
        />
      ) : (
        <chakra.form
          aria-label="Reply by email"
          onSubmit={async (event) => {
            event.preventDefault();
            if (sending) return;
            if (!text.trim()) {
              setEmpty(true);
              return;
            }
            setSaid("");
            if (await send.run(shownSubject.trim(), text.trim())) {
              setText("");
              setSaid(`Reply sent to ${draft.to ?? lead.record.email}.`);
            }
          }}
        >
          <Stack gap="4">
            <Text fontSize="sm">
              To <strong>{draft.to}</strong>, from the studio's address.{" "}
              {draft.threaded
                ? "It joins the thread of the confirmation they were sent, "
                : "No confirmation went to them, so it starts a new thread, "}
              and their answer comes to your own mailbox.
            </Text>
            <FormField name="reply-subject" label="Subject">
              {(control) => (
                <TextInput
                  {...control}
                  value={shownSubject}
                  maxLength={REPLY_SUBJECT_MAX_LENGTH}
                  onChange={(event) => setSubject(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              name="reply-text"
              label="Message"
              hint="Sent as you write it, as plain text."
              problem={empty ? { error: "Write the reply first", hint: "" } : undefined}
            >
              {(control) => (
                <TextArea
                  {...control}
                  rows={6}
                  value={text}
                  maxLength={REPLY_MAX_LENGTH}
                  onChange={(event) => {
                    setText(event.target.value);
                    setEmpty(false);
                  }}
                />
              )}
            </FormField>
            <Box>
              <Button type="submit" size="sm" aria-disabled={sending || undefined}>
                <Icon name="mail" boxSize="4" />
                {sending ? "Sending…" : "Send reply"}
              </Button>
            </Box>
          </Stack>
        </chakra.form>
      )}
      <Stack gap="3" borderTopWidth="1px" borderColor="border" pt="4">
        <Text fontSize="sm" fontWeight="semibold">
          Answered another way?
        </Text>
        {(mailto || tel) && (
          <Flex gap="4" flexWrap="wrap" fontSize="sm">
            {mailto && (
              <TextLink href={mailto} variant="underline">
                Write from your mail app
              </TextLink>
            )}
            {tel && (
              <TextLink href={tel} variant="underline">
                Call {phoneOf(lead)}
              </TextLink>
            )}
          </Flex>
        )}
        <Box>
          <Button
            size="sm"
            variant="outline"
            aria-disabled={marking || undefined}
            onClick={async () => {
              if (marking) return;
              setSaid("");
              if (await answered.run()) setSaid("Marked as answered.");
            }}
          >
            {marking ? "Marking…" : "Mark as answered"}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
