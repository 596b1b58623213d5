import { durationText } from "../lib/inbox/durations";
import { dueState, type DueState } from "../lib/inbox/reply-queue";
import { Pill } from "./Pill";

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
