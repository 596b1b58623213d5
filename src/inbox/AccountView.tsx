import { Box, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Button } from "../components/Button";
import type { SessionInfo } from "../lib/inbox/api";
import type { PasskeyInfo } from "../lib/inbox/team-api";
import type { InboxClient } from "./api-client";
import { ConfirmDialog } from "./ConfirmDialog";
import type { DevicePasskeys } from "./device-passkeys";
import { LoadingState } from "./LoadingState";
import { Notice } from "./Notice";
import { Panel } from "./Panel";
import { PasskeyRow } from "./PasskeyRow";
import { createPasskey, type Passkeys } from "./passkeys";
import { ProblemNotice } from "./ProblemNotice";
import { useAction, type ActionState } from "./use-action";
import { useLoad } from "./use-load";
import { ViewHeading } from "./ViewHeading";

export interface AccountViewProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The browser's passkey prompts. */
  passkeys: Passkeys;
  /** Which passkeys this device remembers using. */
  device: DevicePasskeys;
  /** Who is signed in: whose passkeys the page lists. */
  session: SessionInfo;
  /** Called after a passkey is added or removed: the inbox reads the session again. */
  onChanged?: () => void;
  /** A state the page opens in, as after a press (stories start there). */
  start?: AccountStart;
}

/** Where the account page stands when drawn: what was just done, a removal asked, its outcome. */
export interface AccountStart {
  said?: string;
  /** The passkey whose removal is being asked. */
  removing?: PasskeyInfo;
  remove?: ActionState;
}

/**
 * The signed-in member's own account: their passkeys (each named, when added and last used, the
 * one this device holds marked), adding one on this device, renaming and removing one. The last
 * cannot be removed: the server refuses, and the page says why.
 */
export function AccountView({
  client,
  passkeys,
  device,
  session,
  onChanged,
  start,
}: AccountViewProps) {
  const { data, error, loading, reload } = useLoad("passkeys", () => client.passkeys());
  const [said, setSaid] = useState(start?.said ?? "");
  const [removing, setRemoving] = useState<PasskeyInfo | null>(start?.removing ?? null);
  const add = useAction(async () => {
    await createPasskey(client, passkeys);
    await reload();
    setSaid("Passkey added on this device.");
    onChanged?.();
  });
  const rename = useAction(async (id: string, name: string) => {
    await client.renamePasskey(id, name);
    await reload();
    setSaid("Passkey renamed.");
  });
  const remove = useAction(async (passkey: PasskeyInfo) => {
    await client.removePasskey(passkey.id);
    setRemoving(null);
    await reload();
    setSaid(`${passkey.name} removed: it no longer signs in.`);
    onChanged?.();
  }, start?.remove);
  const failed = [add.state, rename.state].find((state) => state.status === "failed");

  return (
    <Stack gap="6" maxW="3xl">
      <Box>
        <ViewHeading title="Your account">Your account</ViewHeading>
        <Text mt="2" color="fg.muted">
          Signed in as {session.user.email}.
        </Text>
      </Box>
      <Box aria-live="polite" aria-atomic="true">
        {said && <Notice tone="done" live={false} title={said} />}
      </Box>
      {failed?.status === "failed" && <ProblemNotice error={failed.error} />}
      <Panel heading="Passkeys">
        <Text mb="4" color="fg.muted" fontSize="sm">
          Each passkey signs you in on the device that holds it. Add one on every device you use;
          remove one for a device you no longer have. Your last passkey cannot be removed.
        </Text>
        {!data ? (
          error !== undefined && !loading ? (
            <ProblemNotice error={error} onRetry={() => void reload()} />
          ) : (
            <LoadingState label="Loading your passkeys…" />
          )
        ) : (
          <Stack as="ul" listStyleType="none" gap="0">
            {data.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                here={device.has(passkey.id)}
                busy={rename.state.status === "busy"}
                onRename={(name) => {
                  setSaid("");
                  return rename.run(passkey.id, name);
                }}
                onRemove={() => {
                  setSaid("");
                  remove.reset();
                  setRemoving(passkey);
                }}
              />
            ))}
          </Stack>
        )}
        {passkeys.supported() && (
          <Button
            mt="4"
            aria-disabled={add.state.status === "busy" || undefined}
            onClick={() => {
              setSaid("");
              if (add.state.status !== "busy") void add.run();
            }}
          >
            Add a passkey on this device
          </Button>
        )}
      </Panel>
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          text="It will no longer sign you in. The device keeps it until you delete it there too."
          confirmLabel="Remove"
          busy={remove.state.status === "busy"}
          problem={
            remove.state.status === "failed" ? (
              <ProblemNotice error={remove.state.error} />
            ) : undefined
          }
          onConfirm={() => void remove.run(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
