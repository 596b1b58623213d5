import { Box, Flex, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Icon } from "./Icon";
import { TextLink } from "./TextLink";

export interface SubmissionNoticeProps {
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  copy: Queries.FormNotices;
  /** The server's own words, when it gave any. */
  detail?: string;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Drawn for the dark band: light text and borders. */
  inverted?: boolean;
}

/**
 * A failed submission: what happened, that nothing is lost, and another way to reach us. It takes
 * focus when it appears, as ResultPanel does on success: the submit button was disabled while
 * sending, so focus would otherwise fall back to the page.
 */
export function SubmissionNotice({
  copy,
  detail,
  contactEmail,
  inverted = false,
}: SubmissionNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box
      ref={ref}
      role="alert"
      tabIndex={-1}
      outline="none"
      mt="4"
      p="4"
      borderRadius="lg"
      borderWidth="1px"
      borderColor={inverted ? "danger.400" : "danger.200"}
      bg={inverted ? "ink.900" : "danger.50"}
      color={inverted ? "white" : "fg"}
      fontSize="sm"
    >
      <Flex gap="2" align="flex-start">
        <Box color={inverted ? "danger.200" : "fg.error"} mt="0.5">
          <Icon name="alert" boxSize="4" />
        </Box>
        <Box>
          <Text fontWeight="semibold">{copy.failureTitle}</Text>
          <Text mt="1">
            {detail ? `${detail}. ` : ""}
            {copy.failureText}
          </Text>
          <Text mt="1">
            {copy.emailPrompt}{" "}
            <TextLink
              href={`mailto:${contactEmail}`}
              variant="underline"
              color={inverted ? "white" : undefined}
            >
              {contactEmail}
            </TextLink>
            .
          </Text>
        </Box>
      </Flex>
    </Box>
  );
}
