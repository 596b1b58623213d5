import { chakra, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { durationText } from "../lib/inbox/durations";
import { FORM_LABELS } from "../lib/inbox/forms";
import { shareWithin, type ReplyFiguresPage } from "../lib/inbox/reply-figures";
import type { InboxClient } from "./api-client";
import { DataTable, TABLE_CELL } from "./DataTable";
import { formatDay } from "./format";
import { LoadingState } from "./LoadingState";
import { ProblemNotice } from "./ProblemNotice";
import { useLoad } from "./use-load";

export interface ReplyFiguresProps {
  /** The recent UK weeks' figures. */
  page: ReplyFiguresPage;
}

/** A week by its Monday: "Week of 9 March 2026". */
export const weekLabel = (monday: string): string => `Week of ${formatDay(`${monday}T12:00:00Z`)}`;

/** "75% (3 of 4)". */
export function withinText(figure: { counted: number; within: number }): string {
  const share = shareWithin(figure) ?? 0;
  return `${Math.round(share * 100)}% (${figure.within} of ${figure.counted})`;
}

/**
 * How the reply promise is kept: per UK week (Monday to Sunday) and per form that promises a
 * reply, the median time to the first reply and the share answered within the promised hours.
 */
export function ReplyFigures({ page }: ReplyFiguresProps) {
  const headingId = useId();
  const hours = `${page.withinHours} hours`;
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId}>
      <Text as="h2" id={headingId} fontWeight="semibold" fontSize="lg">
        How the {page.withinHours}-hour promise is kept
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Per week (Monday to Sunday, UK time) and per form: the median time to the first reply, and
        the share answered within {hours}. An enquiry still unanswered after {hours} counts as not
        answered within; one not yet due is left out.
      </Text>
      <DataTable
        labelledBy={headingId}
        columns={["Week", "Asked for", "Median time to first reply", `Answered within ${hours}`]}
      >
        {page.weeks.flatMap((week) => {
          const rows = page.figures.filter((figure) => figure.week === week);
          const label = (
            <chakra.th scope="row" {...TABLE_CELL} fontWeight="medium" whiteSpace="nowrap">
              <time dateTime={week}>{weekLabel(week)}</time>
            </chakra.th>
          );
          if (!rows.length) {
            return [
              <chakra.tr key={week} borderTopWidth="1px" borderColor="border">
                {label}
                <chakra.td {...TABLE_CELL} colSpan={3} color="fg.muted">
                  No enquiry due yet
                </chakra.td>
              </chakra.tr>,
            ];
          }
          return rows.map((figure) => (
            <chakra.tr key={`${week} ${figure.form}`} borderTopWidth="1px" borderColor="border">
              {label}
              <chakra.td {...TABLE_CELL}>{FORM_LABELS[figure.form]}</chakra.td>
              <chakra.td {...TABLE_CELL}>
                {figure.medianMs === null ? "None answered" : durationText(figure.medianMs)}
              </chakra.td>
              <chakra.td {...TABLE_CELL}>{withinText(figure)}</chakra.td>
            </chakra.tr>
          ));
        })}
      </DataTable>
    </Stack>
  );
}

export interface ReplyFiguresPanelProps {
  /** The inbox's API, which the figures are asked of. */
  client: InboxClient;
}

/** The reply figures on the inbox's first screen, loaded on their own beside the queue. */
export function ReplyFiguresPanel({ client }: ReplyFiguresPanelProps) {
  const { data, error, loading, reload } = useLoad("reply-figures", () => client.replyFigures());
  if (error !== undefined && !loading) {
    return <ProblemNotice error={error} onRetry={() => void reload()} />;
  }
  if (!data) return <LoadingState label="Loading the reply figures…" />;
  return <ReplyFigures page={data} />;
}
