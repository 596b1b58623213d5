import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import type { RefusalCount } from "../lib/inbox/api";
import { REFUSAL_DAYS } from "../lib/inbox/limits";
import { formatDay, plural } from "./format";

export interface RefusedSignInsProps {
  /** Refused sign-ins per day (UTC) and way, newest first. */
  refused: readonly RefusalCount[];
}

const cell = { px: "3", py: "2", textAlign: "start" } as const;

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
        <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg" overflowX="auto">
          <chakra.table
            width="full"
            borderCollapse="collapse"
            fontSize="sm"
            aria-labelledby={captionId}
          >
            <chakra.thead bg="bg.subtle" color="fg.muted">
              <tr>
                {["Day (UTC)", "How", "Refused"].map((label) => (
                  <chakra.th key={label} scope="col" {...cell} fontWeight="semibold">
                    {label}
                  </chakra.th>
                ))}
              </tr>
            </chakra.thead>
            <tbody>
              {refused.map(({ day, way, count }) => (
                <chakra.tr key={`${day} ${way}`} borderTopWidth="1px" borderColor="border">
                  <chakra.td {...cell}>
                    <time dateTime={day}>{formatDay(`${day}T12:00:00Z`)}</time>
                  </chakra.td>
                  <chakra.td {...cell}>By {way}</chakra.td>
                  <chakra.td {...cell}>{plural(count, "time")}</chakra.td>
                </chakra.tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </Stack>
  );
}
