import { Box } from "@chakra-ui/react";
import { Notice } from "./Notice";

export interface PasskeyWaitingProps {
  /** Whether the browser's passkey prompt is open. */
  waiting: boolean;
  /** What the prompt asks for, in a sentence. */
  text: string;
}

/**
 * Says, while the browser's passkey prompt is open, that the page waits on it: in a live region
 * that is always there, so the words are read out as they appear.
 */
export function PasskeyWaiting({ waiting, text }: PasskeyWaitingProps) {
  return (
    <Box aria-live="polite">
      {waiting && (
        <Notice
          tone="info"
          live={false}
          icon="clock"
          title="Waiting for your passkey"
          text={text}
        />
      )}
    </Box>
  );
}
