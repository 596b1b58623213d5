import { Box, chakra, Grid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { TextField } from "../components/TextField";
import { TextInput } from "../components/TextInput";
import type { Invitation, Member, SessionInfo } from "../lib/inbox/api";
import type { InboxClient } from "./api-client";
import { ConfirmDialog } from "./ConfirmDialog";
import { formatDay, formatTime, plural } from "./format";
import { LoadingState } from "./LoadingState";
import { Notice } from "./Notice";
import { Panel } from "./Panel";
import { ProblemNotice } from "./ProblemNotice";
import { useAction } from "./use-action";
import { useLoad } from "./use-load";
import { ViewHeading } from "./ViewHeading";

export interface TeamViewProps {
  /** The inbox's API. */
  client: InboxClient;
  /** Who is signed in: only an owner manages the team, and nobody removes themselves. */
  session: SessionInfo;
  /** A state it opens in, as after a press (stories start there); no focus is moved. */
  start?: TeamStart;
}

/** Where the team page stands when drawn: someone just invited, or a removal being asked. */
export interface TeamStart {
  invitation?: Invitation;
  removing?: Member;
}

function InvitationNotice({
  invitation,
  takeFocus,
}: {
  invitation: Invitation;
  takeFocus: boolean;
}) {
  return (
    <Stack gap="3">
      <Notice
        tone="done"
        takeFocus={takeFocus}
        title={`${invitation.member.email} is invited`}
        text={
          invitation.emailed
            ? "We emailed them the link below. It works once: they create their passkey with it."
            : "Email is not set up, so nothing was sent: send them the link below yourself. It works once."
        }
      />
      <FormField name="invitation-link" label="Invitation link">
        {(control) => (
          <TextInput
            {...control}
            readOnly
            value={invitation.link}
            onFocus={(event) => event.target.select()}
          />
        )}
      </FormField>
    </Stack>
  );
}

function MemberRow({
  member,
  you,
  onRemove,
}: {
  member: Member;
  you: boolean;
  onRemove?: () => void;
}) {
  return (
    <Grid
      as="li"
      templateColumns={{ base: "1fr", md: "minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1.2fr) 6rem" }}
      gap={{ base: "1", md: "4" }}
      py="3"
      borderTopWidth="1px"
      borderColor="border"
      alignItems="center"
    >
      <Box minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {member.email}
          {you && (
            <chakra.span fontWeight="normal" color="fg.muted">
              {" "}
              (you)
            </chakra.span>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {member.role === "owner" ? "Owner" : "Member"}, invited {formatDay(member.invitedAt)}
        </Text>
      </Box>
      <Text fontSize="sm">
        {member.passkeys === 0 ? "No passkey yet" : plural(member.passkeys, "passkey")}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {member.lastSignInAt ? (
          <>
            Last signed in{" "}
            <time dateTime={member.lastSignInAt}>{formatTime(member.lastSignInAt)}</time>
          </>
        ) : (
          "Never signed in"
        )}
      </Text>
      <Box>
        {onRemove && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="ink"
            aria-haspopup="dialog"
            aria-label={`Remove ${member.email}`}
            onClick={onRemove}
          >
            Remove
          </Button>
        )}
      </Box>
    </Grid>
  );
}

/**
 * The team (owner only): everyone who can sign in, with their passkeys and last sign-in; an
 * invitation by address, whose link is shown as well as emailed (email may not be set up); and
 * removal, asked first, which ends the member's sessions and deletes their passkeys.
 */
export function TeamView({ client, session, start }: TeamViewProps) {
  const owner = session.user.role === "owner";
  const { data, error, loading, reload } = useLoad(owner ? "team" : "", () =>
    owner ? client.members() : Promise.resolve([]),
  );
  const [email, setEmail] = useState("");
  const [invitation, setInvitation] = useState<Invitation | null>(start?.invitation ?? null);
  const [removing, setRemoving] = useState<Member | null>(start?.removing ?? null);
  const [removed, setRemoved] = useState<string | null>(null);
  const invite = useAction(async (address: string) => {
    setInvitation(await client.invite(address));
    setEmail("");
    await reload();
  });
  const remove = useAction(async (member: Member) => {
    await client.removeMember(member.id);
    await reload();
    setRemoving(null);
    setRemoved(member.email);
  });

  if (!owner) {
    return (
      <Stack gap="6">
        <ViewHeading title="Team">Team</ViewHeading>
        <Notice
          tone="info"
          title="Only the owner manages the team"
          text="Ask them to invite or remove someone."
        />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <ViewHeading title="Team">Team</ViewHeading>
      <Panel heading="Invite someone">
        <chakra.form
          aria-label="Invite someone"
          onSubmit={(event) => {
            event.preventDefault();
            if (invite.state.status !== "busy") void invite.run(email.trim());
          }}
        >
          <Stack gap="3" maxW="xl">
            <TextField
              name="email"
              label="Their email address"
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={setEmail}
            />
            <Box>
              <Button type="submit" aria-disabled={invite.state.status === "busy" || undefined}>
                {invite.state.status === "busy" ? "Inviting…" : "Send invitation"}
              </Button>
            </Box>
            {invite.state.status === "failed" && <ProblemNotice error={invite.state.error} />}
            {invitation && (
              <InvitationNotice
                invitation={invitation}
                takeFocus={invitation !== start?.invitation}
              />
            )}
          </Stack>
        </chakra.form>
      </Panel>
      <Panel heading="Members">
        {removed && (
          <Box mb="4">
            <Notice
              key={removed}
              tone="done"
              takeFocus
              title={`${removed} was removed`}
              text="Their passkeys are deleted and their sessions have ended."
            />
          </Box>
        )}
        {error !== undefined && !loading ? (
          <ProblemNotice error={error} onRetry={() => void reload()} />
        ) : !data ? (
          <LoadingState label="Loading the team…" />
        ) : (
          <Stack as="ul" listStyleType="none" gap="0">
            {data.map((member) => {
              const you = member.id === session.user.id;
              return (
                <MemberRow
                  key={member.id}
                  member={member}
                  you={you}
                  onRemove={
                    you
                      ? undefined
                      : () => {
                          remove.reset();
                          flushSync(() => {
                            setRemoved(null);
                            setRemoving(member);
                          });
                        }
                  }
                />
              );
            })}
          </Stack>
        )}
      </Panel>
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.email}?`}
          text="They can no longer sign in: their passkeys are deleted and every session they have ends. You can invite them again later."
          confirmLabel="Remove"
          busy={remove.state.status === "busy"}
          problem={remove.state.status === "failed" && <ProblemNotice error={remove.state.error} />}
          onClose={() => setRemoving(null)}
          onConfirm={() => void remove.run(removing)}
        />
      )}
    </Stack>
  );
}
