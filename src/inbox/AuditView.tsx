import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { inboxLeadPath, type AuditAction } from "../lib/inbox/api";
import { AUDIT_TEXT } from "../lib/inbox/audit";
import { PAGE_FIELD } from "../lib/inbox/filter";
import type { InboxClient } from "./api-client";
import { formatTime, plural } from "./format";
import { InboxLink } from "./InboxLink";
import { LoadingState } from "./LoadingState";
import { Pager } from "./Pager";
import { ProblemNotice } from "./ProblemNotice";
import { RefusedSignIns } from "./RefusedSignIns";
import { INBOX_AUDIT_PATH } from "./routes";
import { useLoad } from "./use-load";
import { ViewHeading } from "./ViewHeading";

export interface AuditViewProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The page shown, from 1 (the address's ?page=). */
  page: number;
}

// What was done to a lead names it; the trail links to it (an erased one says it is gone).
const LEAD_ACTIONS: ReadonlySet<AuditAction> = new Set([
  "viewed",
  "status-changed",
  "note-added",
  "retried",
]);

const cell = { px: "3", py: "2.5", textAlign: "start", verticalAlign: "top" } as const;

/**
 * The audit trail, newest first, a page at a time: who did what to which lead or member, and
 * when; above it, refused sign-ins counted per day. A visitor's address never appears in it, even
 * after an erasure.
 */
export function AuditView({ client, page }: AuditViewProps) {
  const { data, error, loading, reload } = useLoad(String(page), () => client.audit(page));
  const captionId = useId();
  return (
    <Stack gap="6">
      <ViewHeading title="Audit trail">Audit trail</ViewHeading>
      {error !== undefined && !loading ? (
        <ProblemNotice error={error} onRetry={() => void reload()} />
      ) : !data ? (
        <LoadingState label="Loading the audit trail…" />
      ) : data.entries.length === 0 ? (
        <>
          <RefusedSignIns refused={data.refused} />
          <Text color="fg.muted">Nothing has been recorded yet.</Text>
        </>
      ) : (
        <>
          <RefusedSignIns refused={data.refused} />
          <Box
            overflowX="auto"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
            bg="bg"
            tabIndex={0}
            role="region"
            aria-labelledby={captionId}
            focusVisibleRing="outside"
          >
            <chakra.table width="full" borderCollapse="collapse" fontSize="sm" minW="42rem">
              <chakra.caption id={captionId} srOnly>
                Audit trail, {plural(data.total, "entry", "entries")}, page {data.page}
              </chakra.caption>
              <chakra.thead bg="bg.subtle" color="fg.muted">
                <tr>
                  {["When", "Who", "What", "To what", "Detail"].map((label) => (
                    <chakra.th key={label} scope="col" {...cell} fontWeight="semibold">
                      {label}
                    </chakra.th>
                  ))}
                </tr>
              </chakra.thead>
              <tbody>
                {data.entries.map((entry) => (
                  <chakra.tr key={entry.id} borderTopWidth="1px" borderColor="border">
                    <chakra.td {...cell} whiteSpace="nowrap">
                      <time dateTime={entry.at}>{formatTime(entry.at)}</time>
                    </chakra.td>
                    <chakra.td {...cell} overflowWrap="anywhere">
                      {entry.by ?? <chakra.span color="fg.muted">Nobody signed in</chakra.span>}
                    </chakra.td>
                    <chakra.td {...cell}>{AUDIT_TEXT[entry.action] ?? entry.action}</chakra.td>
                    <chakra.td {...cell} overflowWrap="anywhere">
                      {entry.target && LEAD_ACTIONS.has(entry.action) ? (
                        <InboxLink href={inboxLeadPath(entry.target)} variant="underline">
                          {entry.target}
                        </InboxLink>
                      ) : (
                        (entry.target ?? "")
                      )}
                    </chakra.td>
                    <chakra.td {...cell} overflowWrap="anywhere" color="fg.muted">
                      {entry.detail ?? ""}
                    </chakra.td>
                  </chakra.tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
          <Pager
            label="Pages of the audit trail"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            hrefFor={(next) =>
              next > 1 ? `${INBOX_AUDIT_PATH}?${PAGE_FIELD}=${next}` : INBOX_AUDIT_PATH
            }
          />
        </>
      )}
    </Stack>
  );
}
