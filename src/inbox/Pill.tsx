import { Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Icon, type IconName } from "../components/Icon";
import { durationText } from "../lib/inbox/durations";
import { dueState, type DueState } from "../lib/inbox/reply-queue";

export interface PillProps {
  /** The icon before the words. */
  icon: IconName;
  /** Its wash: at least 4.5:1 with its text colour. */
  bg: string;
  /** Its text colour. */
  color: string;
  /** The words: the pill never says anything by colour alone. */
  children: ReactNode;
}

/** A small rounded label with an icon, in a list's row: "1 failed delivery", "Overdue by 2 h". */
export function Pill({ icon, bg, color, children }: PillProps) {
  return (
    <Flex
      as="span"
      display="inline-flex"
      align="center"
      gap="1"
      px="2"
      py="0.5"
      borderRadius="full"
      bg={bg}
      color={color}
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
    >
      <Icon name={icon} boxSize="3.5" />
      {children}
    </Flex>
  );
}

export interface DueBadgeProps {
  /** When the reply is due. */
  dueAt: string;
  /** The clock the list was read at. */
  asOf: string;
}

// Each state in words and an icon as well as its colour, every pair at least 4.5:1.
const LOOKS: Record<DueState, { bg: string; color: string; icon: "alert" | "clock" }> = {
  overdue: { bg: "danger.50", color: "fg.error", icon: "alert" },
  "due-soon": { bg: "warning.50", color: "warning.700", icon: "clock" },
  due: { bg: "bg.muted", color: "fg", icon: "clock" },
};

/** Where an unanswered enquiry stands: "Overdue by 2 h", "Due in 3 h 15 min". */
export function DueBadge({ dueAt, asOf }: DueBadgeProps) {
  const due = new Date(dueAt);
  const now = new Date(asOf);
  const state = dueState(due, now);
  const left = due.getTime() - now.getTime();
  return (
    <Pill {...LOOKS[state]}>
      {state === "overdue" ? `Overdue by ${durationText(-left)}` : `Due in ${durationText(left)}`}
    </Pill>
  );
}
