import { Box, Flex, Grid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Icon } from "../components/Icon";
import { INBOX_PATH, type LeadEvent } from "../lib/inbox/api";
import { isEmailTarget, targetLabel, DELIVERY_STATE_TEXT } from "../lib/inbox/deliveries";
import { FORM_LABELS } from "../lib/inbox/forms";
import { STATUS_TEXT, type LeadStatus } from "../lib/inbox/statuses";
import type { InboxClient } from "./api-client";
import { DeliveryList } from "./DeliveryList";
import { formatTime } from "./format";
import { InboxLink } from "./InboxLink";
import { AssignControl } from "./AssignControl";
import { isChange, LeadHistory } from "./LeadHistory";
import { LeadNeighbours } from "./LeadNeighbours";
import { LeadNotes } from "./LeadNotes";
import { LeadRecord } from "./LeadRecord";
import { LeadReply } from "./LeadReply";
import { LoadingState } from "./LoadingState";
import { Notice } from "./Notice";
import { Panel } from "./Panel";
import { PersonData, type PersonDataStart } from "./PersonData";
import { ProblemNotice } from "./ProblemNotice";
import { saveFile as browserSaveFile, type SaveFile } from "./save-file";
import { StatusBadge } from "./StatusBadge";
import { StatusControl } from "./StatusControl";
import { useAction } from "./use-action";
import { useLoad } from "./use-load";
import { ViewHeading } from "./ViewHeading";

export interface LeadViewProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The lead's id, from the address. */
  id: string;
  /** The list's query it was opened from ("" or "?…"): back, next and previous follow it. */
  search?: string;
  /** The signed-in member's id. */
  me: string;
  /** Hands a person's export to the browser's downloads (a story records it instead). */
  saveFile?: SaveFile;
  /** The address whose data was erased, when drawn as after Erase (stories start there). */
  initialErased?: string;
  /** A state the person's data opens in (stories start there). */
  personData?: PersonDataStart;
}

const isNote = (event: LeadEvent) => event.type === "note";

function BackLink({ search = "" }: { search?: string }) {
  return (
    <InboxLink
      href={`${INBOX_PATH}${search}`}
      fontSize="sm"
      color="fg.muted"
      _hover={{ color: "fg" }}
    >
      <Icon name="chevronLeft" boxSize="4" />
      All leads
    </InboxLink>
  );
}

/**
 * One lead, whole: what was sent and the consent given, where it was delivered (each email and
 * platform, with Retry now on a failure), its status with spam in one press, the team's notes,
 * the status history, and the person's data (export, erase). After every change the lead is read
 * again, and what changed is said in a polite status.
 */
export function LeadView({
  client,
  id,
  search = "",
  me,
  saveFile = browserSaveFile,
  initialErased,
  personData,
}: LeadViewProps) {
  const { data: lead, error, loading, reload } = useLoad(id, () => client.lead(id));
  const { data: assignees } = useLoad("assignees", () => client.assignees());
  const [said, setSaid] = useState("");
  const [retrying, setRetrying] = useState<string>();
  // The address erased: the lead's, kept to say so once it is gone from the store.
  const [erased, setErased] = useState(initialErased);

  const retry = useAction(async (target: string) => {
    setSaid("");
    setRetrying(target);
    try {
      await client.retry(id, target);
      const now = (await reload())?.deliveries.find((delivery) => delivery.target === target);
      if (now) {
        setSaid(`Retried ${targetLabel(target)}: ${DELIVERY_STATE_TEXT[now.state].toLowerCase()}.`);
      }
    } finally {
      setRetrying(undefined);
    }
  });
  const status = useAction(async (next: LeadStatus) => {
    await client.setStatus(id, next);
    await reload();
  });
  const assign = useAction(async (assignee: string | null) => {
    await client.assign(id, assignee);
    await reload();
  });
  const note = useAction(async (text: string) => {
    await client.addNote(id, text);
    await reload();
  });

  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus follows the erase itself; a view drawn as already erased leaves focus where it is.
    if (erased && erased !== initialErased) heading.current?.querySelector("h1")?.focus();
  }, [erased, initialErased]);

  if (erased) {
    return (
      <Stack gap="6" ref={heading}>
        <BackLink />
        <ViewHeading title="Erased">Erased</ViewHeading>
        <Notice
          tone="done"
          title={`Everything held under ${erased} was erased`}
          text="Its leads, messages and sign-ups are gone from the inbox. The audit trail records that it was done."
        />
      </Stack>
    );
  }

  const who = lead ? lead.record.name || lead.record.email : "Lead";
  const failure =
    [retry.state, status.state, assign.state, note.state].find(
      (state) => state.status === "failed",
    ) ?? null;
  const all = lead?.deliveries ?? [];
  const emails = all.filter((delivery) => isEmailTarget(delivery.target));
  const others = all.filter((delivery) => !isEmailTarget(delivery.target));

  return (
    <Stack gap="6">
      <Flex justify="space-between" gap="4" flexWrap="wrap">
        <BackLink search={search} />
        <LeadNeighbours client={client} id={id} search={search} />
      </Flex>
      <Box>
        <ViewHeading title={who}>{who}</ViewHeading>
        {lead && (
          <Flex mt="2" gap="3" align="center" flexWrap="wrap" color="fg.muted" fontSize="sm">
            <StatusBadge status={lead.status} />
            {lead.record.name && <Text>{lead.record.email}</Text>}
            <Text>{FORM_LABELS[lead.form]}</Text>
            <Text>
              Received <time dateTime={lead.receivedAt}>{formatTime(lead.receivedAt)}</time>
            </Text>
          </Flex>
        )}
      </Box>
      <Box aria-live="polite" aria-atomic="true">
        {said && <Notice tone="done" live={false} title={said} />}
      </Box>
      {failure?.status === "failed" && <ProblemNotice error={failure.error} />}
      {lead?.trapped && (
        <Notice
          tone="info"
          icon="alert"
          title="Caught by the spam trap"
          text="It filled in a field people never see, so nothing was sent for it, and it is deleted after 30 days. If it is real, press Not spam: it goes on as if it had just arrived, and its emails are sent then."
        />
      )}
      {!lead ? (
        error !== undefined && !loading ? (
          <ProblemNotice error={error} onRetry={() => void reload()} />
        ) : (
          <LoadingState label="Loading the lead…" />
        )
      ) : (
        // On a phone the status comes first and the person's data last; on a wide screen they
        // stand beside the lead. The order in the page is the phone's.
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 20rem" }}
          templateAreas={{ base: '"status" "lead" "side"', lg: '"lead status" "lead side"' }}
          templateRows={{ lg: "auto 1fr" }}
          gap="6"
          alignItems="start"
        >
          <Stack gridArea="status" gap="6">
            <Panel heading="Status">
              <StatusControl
                status={lead.status}
                busy={status.state.status === "busy"}
                onChange={async (next) => {
                  setSaid("");
                  if (await status.run(next)) {
                    setSaid(`Status changed to ${STATUS_TEXT[next].label}.`);
                  }
                }}
              />
            </Panel>
            <Panel heading="Assigned to">
              <AssignControl
                assignee={lead.assignee}
                assignees={assignees ?? (lead.assignee ? [lead.assignee] : [])}
                me={me}
                busy={assign.state.status === "busy"}
                onAssign={async (to) => {
                  setSaid("");
                  if (await assign.run(to)) {
                    const email = assignees?.find((member) => member.id === to)?.email;
                    setSaid(email ? `Assigned to ${email}.` : "Unassigned.");
                  }
                }}
              />
            </Panel>
          </Stack>
          <Stack gridArea="lead" gap="6" minW="0">
            <LeadRecord lead={lead} />
            <Panel heading="Reply">
              <LeadReply client={client} lead={lead} onAnswered={reload} />
            </Panel>
            {[
              {
                heading: "Emails",
                deliveries: emails,
                empty: "No emails were owed for this lead.",
              },
              {
                heading: "Deliveries",
                deliveries: others,
                empty: "Not sent to any platform or webhook.",
              },
            ].map(({ heading, deliveries, empty }) => (
              <Panel key={heading} heading={heading}>
                <DeliveryList
                  deliveries={deliveries}
                  empty={empty}
                  retrying={retrying}
                  onRetry={(target) => void retry.run(target)}
                />
              </Panel>
            ))}
            <Panel heading="Notes">
              <LeadNotes
                notes={lead.events.filter(isNote)}
                busy={note.state.status === "busy"}
                onAdd={async (text) => {
                  setSaid("");
                  const added = await note.run(text);
                  if (added) setSaid("Note added.");
                  return added;
                }}
              />
            </Panel>
          </Stack>
          <Stack gridArea="side" gap="6">
            <Panel heading="History">
              <LeadHistory changes={lead.events.filter(isChange)} />
            </Panel>
            <Panel heading="This person's data">
              <PersonData
                email={lead.record.email}
                client={client}
                saveFile={saveFile}
                onErased={() => setErased(lead.record.email)}
                start={personData}
              />
            </Panel>
          </Stack>
        </Grid>
      )}
    </Stack>
  );
}
