import { Box, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "../components/Button";
import type { InboxClient } from "./api-client";
import { ConfirmDialog } from "./ConfirmDialog";
import { Notice } from "./Notice";
import { ProblemNotice } from "./ProblemNotice";
import type { SaveFile } from "./save-file";
import { useAction } from "./use-action";

export interface PersonDataProps {
  /** The address whose data it is: everything held under it, from every form. */
  email: string;
  /** The inbox's API. */
  client: InboxClient;
  /** Hands the export to the browser's downloads. */
  saveFile: SaveFile;
  /** Called once everything held under the address has been erased. */
  onErased: () => void;
  /** A state it opens in, as after a press (stories start there). */
  start?: PersonDataStart;
}

/** Where it stands when drawn: the export just downloaded, or erasing asked with a word refused. */
export interface PersonDataStart {
  exported?: boolean;
  /** The erase dialog open, with this word typed and refused. */
  eraseRefused?: string;
}

/** The export's file name: the address with anything but letters, digits, dots and dashes as "-". */
export const exportFileName = (email: string): string =>
  `personal-data-${email.toLowerCase().replace(/[^a-z0-9.-]+/g, "-")}.json`;

/**
 * A person's rights over their data, for when they ask the studio (UK GDPR): a copy of everything
 * held under their address, as JSON, and its erasure, which asks first in a dialog where "erase"
 * must be typed.
 */
export function PersonData({ email, client, saveFile, onErased, start }: PersonDataProps) {
  // The erase dialog, while it asks: a start's opens with its refused word, the button's empty.
  const [asking, setAsking] = useState<{ refused?: string } | null>(
    start?.eraseRefused === undefined ? null : { refused: start.eraseRefused },
  );
  const exporting = useAction(
    async () => {
      saveFile(exportFileName(email), await client.personExport(email));
    },
    start?.exported ? { status: "done" } : undefined,
  );
  const erasing = useAction(() => client.personErase(email));
  return (
    <Stack gap="4">
      <Text fontSize="sm">
        Everything held under <strong>{email}</strong>: every lead, message and sign-up from this
        address.
      </Text>
      <Box aria-live="polite">
        {exporting.state.status === "done" && (
          <Notice tone="done" live={false} title="Downloaded" text={exportFileName(email)} />
        )}
      </Box>
      {exporting.state.status === "failed" && <ProblemNotice error={exporting.state.error} />}
      <Stack direction={{ base: "column", sm: "row", lg: "column" }} gap="3" align="flex-start">
        <Button
          size="sm"
          variant="outline"
          aria-disabled={exporting.state.status === "busy" || undefined}
          onClick={() => {
            if (exporting.state.status !== "busy") void exporting.run();
          }}
        >
          {exporting.state.status === "busy" ? "Exporting…" : "Export this person's data"}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="ink"
          borderColor="danger.600"
          color="fg.error"
          aria-haspopup="dialog"
          onClick={() => {
            erasing.reset();
            flushSync(() => setAsking({}));
          }}
        >
          Erase this person's data
        </Button>
      </Stack>
      {asking && (
        <ConfirmDialog
          refused={asking.refused}
          title={`Erase everything held under ${email}?`}
          text="Every lead, message and sign-up from this address is deleted, with its notes and history, and cannot be brought back. The audit trail keeps that it happened, without the address."
          confirmLabel="Erase"
          typeToConfirm="erase"
          busy={erasing.state.status === "busy"}
          problem={
            erasing.state.status === "failed" && <ProblemNotice error={erasing.state.error} />
          }
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            if (await erasing.run()) {
              setAsking(null);
              onErased();
            }
          }}
        />
      )}
    </Stack>
  );
}
