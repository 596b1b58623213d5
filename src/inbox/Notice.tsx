import { Box, Flex, Text } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Icon, type IconName } from "../components/Icon";

const TONES = {
  problem: { icon: "alert", border: "danger.200", bg: "danger.50", mark: "fg.error" },
  done: { icon: "check", border: "success.200", bg: "success.50", mark: "fg.success" },
  info: { icon: "flag", border: "brand.200", bg: "brand.50", mark: "brand.fg" },
} as const satisfies Record<string, { icon: IconName; border: string; bg: string; mark: string }>;

export interface NoticeProps {
  /** What kind of news: a problem (announced at once), something done, or something to know. */
  tone: keyof typeof TONES;
  /** The notice's first line, in bold. */
  title: string;
  /** What it means, or what to do next. */
  text?: string;
  /** The icon before the words, when the tone's own would not fit (a clock while waiting). */
  icon?: IconName;
  /** A button or link under the words (Try again, Use another address). */
  action?: ReactNode;
  /**
   * Whether the notice is a live region of its own: true when it appears with its news, false when
   * it is drawn inside one that is always there.
   */
  live?: boolean;
  /**
   * Takes focus when it appears: for a notice that replaces the control that was pressed, so focus
   * does not fall back to the top of the page.
   */
  takeFocus?: boolean;
}

/**
 * A short message in a tinted box: a refusal in the server's own { error, hint } words, a request
 * that succeeded, or a state to know about. A problem is an alert; the others are polite status.
 */
export function Notice({
  tone,
  title,
  text,
  icon,
  action,
  live = true,
  takeFocus = false,
}: NoticeProps) {
  const look = TONES[tone];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  const role = live ? (tone === "problem" ? "alert" : "status") : undefined;
  return (
    <Box
      ref={ref}
      role={role}
      tabIndex={takeFocus ? -1 : undefined}
      _focus={{ outline: "none" }}
      p="4"
      borderRadius="lg"
      borderWidth="1px"
      borderColor={look.border}
      bg={look.bg}
      fontSize="sm"
    >
      <Flex gap="2.5" align="flex-start">
        <Box color={look.mark} mt="0.5">
          <Icon name={icon ?? look.icon} boxSize="4" />
        </Box>
        <Box minW="0">
          <Text fontWeight="semibold">{title}</Text>
          {text && <Text mt="1">{text}</Text>}
          {action && <Box mt="3">{action}</Box>}
        </Box>
      </Flex>
    </Box>
  );
}
