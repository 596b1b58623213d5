import { Box, chakra, Flex, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { TextField } from "../components/TextField";
import type { InboxClient } from "./api-client";
import { Notice } from "./Notice";
import { signInWithPasskey, type Passkeys } from "./passkeys";
import { PasskeyWaiting } from "./PasskeyWaiting";
import { ProblemNotice } from "./ProblemNotice";
import { useAction, type ActionState } from "./use-action";
import { ViewHeading } from "./ViewHeading";

/** Why the sign-in is shown again: the session ended by itself, or the owner signed out. */
export type SignedOutReason = "expired" | "signed-out" | "signed-out-everywhere";

const REASONS: Record<SignedOutReason, { tone: "problem" | "done"; title: string }> = {
  expired: { tone: "problem", title: "Your session has ended. Sign in again." },
  "signed-out": { tone: "done", title: "You have signed out." },
  "signed-out-everywhere": { tone: "done", title: "You have signed out on every device." },
};

export const LINK_SENT_TEXT =
  "If this address has an account, a sign-in link is on its way. It works once, for 15 minutes.";

export interface SignInViewProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The browser's passkey prompts. */
  passkeys: Passkeys;
  /** Called once signed in: the inbox then reads the new session. */
  onSignedIn: () => void;
  /** Why it is shown, when it follows a session: said above the buttons. */
  reason?: SignedOutReason;
  /** A state it opens in, as after a press (stories start there); no focus is moved. */
  start?: SignInStart;
}

/** Where sign-in stands when drawn: the address typed, a link sent, each press's state. */
export interface SignInStart {
  email?: string;
  /** The address a link was just sent to. */
  sentTo?: string;
  /** The passkey's press: its prompt open (busy), or failed and why. */
  passkey?: ActionState;
  /** The emailed link's press: failed and why. */
  link?: ActionState;
}

/**
 * The inbox's door: a passkey first (no address needed: the browser offers the ones it holds),
 * and an emailed sign-in link for a device without one. The link's answer is the same whether or
 * not the address has an account, so the page tells no one who does.
 */
export function SignInView({ client, passkeys, onSignedIn, reason, start }: SignInViewProps) {
  const [email, setEmail] = useState(start?.email ?? "");
  const [sentTo, setSentTo] = useState<string | null>(start?.sentTo ?? null);
  const passkey = useAction(async () => {
    await signInWithPasskey(client, passkeys);
    onSignedIn();
  }, start?.passkey);
  const link = useAction(async (address: string) => {
    await client.emailLink(address);
    setSentTo(address);
  }, start?.link);
  const waiting = passkey.state.status === "busy";

  // Back from the sent notice to the form: focus goes to the address, to be typed again.
  const form = useRef<HTMLFormElement>(null);
  const [backToForm, setBackToForm] = useState(false);
  useEffect(() => {
    if (backToForm) form.current?.querySelector("input")?.focus();
  }, [backToForm]);
  const sending = link.state.status === "busy";

  return (
    <Box maxW="md" mx="auto" py={{ base: "8", md: "16" }}>
      <ViewHeading title="Sign in">Sign in to the inbox</ViewHeading>
      <Text mt="2" color="fg.muted">
        Leads from the site, for the studio&apos;s team only.
      </Text>
      <Stack gap="6" mt="8">
        {reason && <Notice tone={REASONS[reason].tone} title={REASONS[reason].title} />}
        {passkeys.supported() ? (
          <Stack gap="3">
            <Button
              size="lg"
              aria-disabled={waiting || undefined}
              onClick={() => {
                if (!waiting) void passkey.run();
              }}
            >
              <Icon name="lock" boxSize="5" />
              Sign in with a passkey
            </Button>
            <PasskeyWaiting
              waiting={waiting}
              text="Follow your browser's prompt: your fingerprint, face, screen lock or security key."
            />
            {passkey.state.status === "failed" && <ProblemNotice error={passkey.state.error} />}
          </Stack>
        ) : (
          <Notice
            tone="info"
            icon="lock"
            title="This browser cannot use passkeys"
            text="Email yourself a sign-in link instead."
          />
        )}
        <Flex align="center" gap="3" color="fg.muted" fontSize="sm" aria-hidden="true">
          <Box flex="1" h="1px" bg="border" />
          or
          <Box flex="1" h="1px" bg="border" />
        </Flex>
        {sentTo ? (
          <Notice
            tone="done"
            takeFocus={link.state.status === "done"}
            title={`Check ${sentTo}`}
            text={LINK_SENT_TEXT}
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setSentTo(null);
                  setBackToForm(true);
                  link.reset();
                }}
              >
                Use another address
              </Button>
            }
          />
        ) : (
          <chakra.form
            ref={form}
            aria-label="Email me a sign-in link"
            onSubmit={(event) => {
              event.preventDefault();
              if (!sending) void link.run(email.trim());
            }}
          >
            <Stack gap="3">
              <TextField
                name="email"
                label="Your email address"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={setEmail}
              />
              <Button type="submit" variant="outline" aria-disabled={sending || undefined}>
                <Icon name="mail" boxSize="5" />
                {sending ? "Sending…" : "Email me a sign-in link"}
              </Button>
              {link.state.status === "failed" && <ProblemNotice error={link.state.error} />}
            </Stack>
          </chakra.form>
        )}
      </Stack>
    </Box>
  );
}
