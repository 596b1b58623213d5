import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "./Icon";

export interface ResultPanelProps {
  /** The panel's heading, e.g. Thank You! */
  title: string;
  /** The sentence under it. */
  text: string;
  /** One more step for the visitor, under the text (confirming a subscription by our email). */
  note?: string;
  /** Saved for a later retry rather than sent. */
  pending?: boolean;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
  /** Anything after the text, e.g. a Send Another Message button. */
  children?: ReactNode;
}

/**
 * What replaces a form once its lead is sent (or safely queued). It takes focus so that keyboard
 * and screen-reader users land on the outcome, not on the top of a form that has vanished.
 */
export function ResultPanel({
  title,
  text,
  note,
  pending = false,
  inverted = false,
  children,
}: ResultPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const tone = pending ? "warning" : "success";
  return (
    <Box
      ref={ref}
      role="status"
      tabIndex={-1}
      outline="none"
      borderRadius="xl"
      p="5"
      bg={inverted ? "ink.900" : `${tone}.50`}
      borderWidth="1px"
      borderColor={inverted ? "ink.700" : `${tone}.200`}
    >
      <Flex gap="3" align="flex-start">
        <Box color={inverted ? "accent.300" : `${tone}.700`} mt="0.5">
          <Icon name={pending ? "clock" : "check"} />
        </Box>
        <Box>
          <Heading as="p" size="sm">
            {title}
          </Heading>
          <Text fontSize="sm" mt="1" color={inverted ? "fg.invertedMuted" : "fg.muted"}>
            {text}
          </Text>
          {note && (
            <Text fontSize="sm" mt="2" fontWeight="semibold" color={inverted ? "white" : "fg"}>
              {note}
            </Text>
          )}
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
