import { Box, Container, Flex, Text } from "@chakra-ui/react";
import { Button } from "../components/Button";
import type { InboxClient } from "./api-client";
import { createPasskey, type Passkeys } from "./passkeys";
import { ProblemNotice } from "./ProblemNotice";
import { useAction, type ActionState } from "./use-action";

export interface AddPasskeyPromptProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The browser's passkey prompts. */
  passkeys: Passkeys;
  /** Called once the passkey is stored: the inbox reads the session again, and the prompt goes. */
  onAdded: () => void;
  /** The account has passkeys on other devices, though none on this one. */
  elsewhere?: boolean;
  /** The press's state it opens in: the prompt open, or failed and why (stories start there). */
  start?: ActionState;
}

/**
 * Offered after an emailed link to someone without a passkey on this device (or at all): one
 * press creates one for this account here, so the next sign-in here needs no email.
 */
export function AddPasskeyPrompt({
  client,
  passkeys,
  onAdded,
  elsewhere = false,
  start,
}: AddPasskeyPromptProps) {
  const add = useAction(async () => {
    await createPasskey(client, passkeys);
    onAdded();
  }, start);
  const waiting = add.state.status === "busy";
  if (!passkeys.supported()) return null;
  return (
    <Box
      as="aside"
      aria-label="Add a passkey"
      bg="brand.50"
      borderBottomWidth="1px"
      borderColor="brand.200"
    >
      <Container py="3">
        <Flex align="center" justify="space-between" gap="3" flexWrap="wrap">
          <Text fontSize="sm" aria-live="polite">
            {waiting
              ? "Waiting for your passkey: follow your browser's prompt to create it."
              : elsewhere
                ? "This device has no passkey of yours. Add one, and sign in here next time without waiting for an email."
                : "You have no passkey yet. Add one, and sign in next time without waiting for an email."}
          </Text>
          <Button
            size="sm"
            aria-disabled={waiting || undefined}
            onClick={() => {
              if (!waiting) void add.run();
            }}
          >
            {elsewhere ? "Add a passkey on this device" : "Add a passkey"}
          </Button>
        </Flex>
        {add.state.status === "failed" && (
          <Box mt="3">
            <ProblemNotice error={add.state.error} />
          </Box>
        )}
      </Container>
    </Box>
  );
}
