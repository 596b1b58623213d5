import { Box, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import type { InboxClient } from "./api-client";
import { spentLink } from "./failure";
import { Notice } from "./Notice";
import { createPasskey, type Passkeys } from "./passkeys";
import { PasskeyWaiting } from "./PasskeyWaiting";
import { ProblemNotice } from "./ProblemNotice";
import { useAction, type ActionState } from "./use-action";
import { ViewHeading } from "./ViewHeading";

export interface InviteViewProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The browser's passkey prompts. */
  passkeys: Passkeys;
  /** The invitation's token, from its link; null when the link has none. */
  token: string | null;
  /** Called once the passkey is stored, which signs the new member in. */
  onSignedIn: () => void;
  /**
   * The press's state it opens in: the prompt open, or failed and why (stories start there; no
   * focus is moved).
   */
  start?: ActionState;
}

/**
 * Where an invitation's link opens: the new member creates the passkey they will sign in with.
 * While the browser's prompt is open the page says so; a closed prompt can be tried again, and an
 * invitation expired or used says to ask for a new one.
 */
export function InviteView({ client, passkeys, token, onSignedIn, start }: InviteViewProps) {
  const create = useAction(async (value: string) => {
    await createPasskey(client, passkeys, value);
    onSignedIn();
  }, start);
  const waiting = create.state.status === "busy";
  const spent = spentLink(token, create.state, {
    error: "This invitation link is incomplete",
    hint: "Open the link from the email again, or ask the owner to invite you again.",
  });
  return (
    <Box maxW="md" mx="auto" py={{ base: "8", md: "16" }}>
      <ViewHeading title="Join the inbox">Join the inbox</ViewHeading>
      <Stack gap="6" mt="6">
        {spent ? (
          <Notice
            tone="problem"
            takeFocus={Boolean(token) && !start}
            title={spent.error}
            text={spent.hint}
          />
        ) : !passkeys.supported() ? (
          <Notice
            tone="problem"
            title="This browser cannot create passkeys"
            text="Open the invitation's link in an up-to-date browser on your phone or computer."
          />
        ) : (
          <>
            <Text color="fg.muted">
              You sign in to the inbox with a passkey: your device keeps it, behind your
              fingerprint, face or screen lock, and there is no password to remember or leak.
            </Text>
            <Box>
              <Button
                size="lg"
                aria-disabled={waiting || undefined}
                onClick={() => {
                  if (!waiting && token) void create.run(token);
                }}
              >
                <Icon name="lock" boxSize="5" />
                Create your passkey
              </Button>
            </Box>
            <PasskeyWaiting waiting={waiting} text="Follow your browser's prompt to create it." />
            {create.state.status === "failed" && <ProblemNotice error={create.state.error} />}
          </>
        )}
      </Stack>
    </Box>
  );
}
