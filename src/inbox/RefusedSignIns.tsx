import { chakra, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import type { RefusalCount } from "../lib/inbox/api";
import { REFUSAL_DAYS } from "../lib/inbox/limits";
import { DataTable, TABLE_CELL } from "./DataTable";
import { formatDay, plural } from "./format";

export interface RefusedSignInsProps {
  /** Refused sign-ins per day (UTC) and way, newest first. */
  refused: readonly RefusalCount[];
}

/** Refused sign-ins, counted per day and way: each is counted, not kept as an entry. */
export function RefusedSignIns({ refused }: RefusedSignInsProps) {
  const captionId = useId();
  return (
    <Stack gap="2">
      <Text as="h2" id={captionId} fontWeight="semibold">
        Refused sign-ins, last {REFUSAL_DAYS} days
      </Text>
      {refused.length === 0 ? (
        <Text color="fg.muted">None.</Text>
      ) : (
        <DataTable labelledBy={captionId} columns={["Day (UTC)", "How", "Refused"]}>
          {refused.map(({ day, way, count }) => (
            <chakra.tr key={`${day} ${way}`} borderTopWidth="1px" borderColor="border">
              <chakra.td {...TABLE_CELL}>
                <time dateTime={day}>{formatDay(`${day}T12:00:00Z`)}</time>
              </chakra.td>
              <chakra.td {...TABLE_CELL}>By {way}</chakra.td>
              <chakra.td {...TABLE_CELL}>{plural(count, "time")}</chakra.td>
            </chakra.tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
