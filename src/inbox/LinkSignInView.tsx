import { Box, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/Button";
import { INBOX_PATH } from "../lib/inbox/api";
import type { InboxClient } from "./api-client";
import { spentLink } from "./failure";
import { InboxLink } from "./InboxLink";
import { Notice } from "./Notice";
import { ProblemNotice } from "./ProblemNotice";
import { useAction, type ActionState } from "./use-action";
import { ViewHeading } from "./ViewHeading";

export interface LinkSignInViewProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The emailed link's token, from its address; null when the address has none. */
  token: string | null;
  /** Called once signed in. */
  onSignedIn: () => void;
  /**
   * The press's state it opens in: on its way, or failed and why (stories start there; no focus
   * is moved).
   */
  start?: ActionState;
}

/**
 * Where an emailed sign-in link opens: one button that signs in. Opening the link does nothing by
 * itself, as mail scanners open links too; only the press spends it. A link used or past its 15
 * minutes says so and leads back to ask for another.
 */
export function LinkSignInView({ client, token, onSignedIn, start }: LinkSignInViewProps) {
  const signIn = useAction(async (value: string) => {
    await client.linkSignIn(value);
    onSignedIn();
  }, start);
  const busy = signIn.state.status === "busy";
  const spent = spentLink(token, signIn.state, {
    error: "This sign-in link is incomplete",
    hint: "Open the link from the email again, or ask for a new one.",
  });
  return (
    <Box maxW="md" mx="auto" py={{ base: "8", md: "16" }}>
      <ViewHeading title="Sign in">Sign in to the inbox</ViewHeading>
      <Stack gap="6" mt="6">
        {spent ? (
          <Notice
            tone="problem"
            takeFocus={Boolean(token) && !start}
            title={spent.error}
            text={spent.hint}
            action={
              <InboxLink href={INBOX_PATH} variant="underline">
                Back to sign in
              </InboxLink>
            }
          />
        ) : (
          <>
            <Text color="fg.muted">Press the button to sign in on this device.</Text>
            <Box>
              <Button
                size="lg"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy && token) void signIn.run(token);
                }}
              >
                {busy ? "Signing in…" : "Sign in"}
              </Button>
            </Box>
            {signIn.state.status === "failed" && <ProblemNotice error={signIn.state.error} />}
          </>
        )}
      </Stack>
    </Box>
  );
}
