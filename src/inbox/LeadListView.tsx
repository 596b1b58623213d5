import { Box, Flex, Heading, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../components/Button";
import { INBOX_PATH, type LeadFilter, type LeadPage } from "../lib/inbox/api";
import { bulkResultText } from "../lib/inbox/bulk-words";
import { isFiltered, pageQueryString, queueOf, readLeadQuery } from "../lib/inbox/filter";
import type { LeadQueue } from "../lib/inbox/reply-queue";
import type { BulkAction } from "../lib/inbox/team-api";
import type { InboxClient } from "./api-client";
import { plural } from "./format";
import { splitHref, useHistory, useHref } from "./history";
import { LeadFilters } from "./LeadFilters";
import { LeadList } from "./LeadList";
import { LoadingState } from "./LoadingState";
import { Notice } from "./Notice";
import { ProblemNotice } from "./ProblemNotice";
import { Pager } from "./Pager";
import { QueueTabs } from "./QueueTabs";
import { ReplyFiguresPanel } from "./ReplyFigures";
import { ReplyQueue } from "./ReplyQueue";
import { SelectBox } from "./SelectBox";
import { SelectionBar } from "./SelectionBar";
import { useAction } from "./use-action";
import { StatusChips } from "./StatusChips";
import { useLoad } from "./use-load";
import { ViewHeading } from "./ViewHeading";

export interface LeadListViewProps {
  /** The inbox's API. */
  client: InboxClient;
  /** The signed-in member's id: "Mine", and "(you)" among the assignees. */
  me: string;
  /** A state it opens in, as after a press (stories start there). */
  start?: LeadListStart;
}

/** Where the list stands when drawn: the leads selected on its first page, what was just done. */
export interface LeadListStart {
  selected?: readonly string[];
  said?: string;
}

const listHref = (filter: LeadFilter, page = 1) => `${INBOX_PATH}${pageQueryString(filter, page)}`;

/** What the results' heading says a view shows. */
function shownText(queue: LeadQueue, data: LeadPage): string {
  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.leads.length - 1;
  const range = data.total > data.pageSize ? `, ${first}–${last} shown` : "";
  if (queue === "reply") {
    if (data.total === 0) return "No enquiry needs a reply";
    return `${plural(data.total, "enquiry needs", "enquiries need")} a reply${range}`;
  }
  if (queue === "sign-ups") {
    return data.total === 0 ? "No sign-ups" : `${plural(data.total, "sign-up")}${range}`;
  }
  return data.total === 0 ? "No leads" : `${plural(data.total, "lead")}${range}`;
}

/**
 * The lead desk's views of the leads, a page at a time: Needs a reply (the first screen: the
 * enquiries owed the reply their form promised, oldest first, each with its age and due time,
 * above how well the promise was kept), Sign-ups (newest first), and All leads with the status
 * chips, the filters (form, days received, words) and the CSV export of what the filter finds.
 * The view, filter and page are the address's query, so reload and back keep them. An empty view
 * and a filter that finds nothing say so differently; the latter offers to clear the filters.
 */
export function LeadListView({ client, me, start }: LeadListViewProps) {
  const history = useHistory();
  const { search } = splitHref(useHref());
  const read = readLeadQuery(search);
  const { page } = read;
  const queue = queueOf(read);
  const filter: LeadFilter = { ...read.filter, queue };
  const query = pageQueryString(filter, page);
  const { data, error, loading, reload } = useLoad(query, () => client.leads(filter, page));
  const { data: assignees } = useLoad("assignees", () => client.assignees());

  // The leads selected on this page; another page or filter starts with none.
  const [selection, setSelection] = useState({ query, ids: new Set(start?.selected) });
  const selected = selection.query === query ? selection.ids : new Set<string>();
  const select = (ids: Set<string>) => setSelection({ query, ids });
  const onPage = data?.leads.map((lead) => lead.id) ?? [];
  const [said, setSaid] = useState(start?.said ?? "");
  const bulk = useAction(async (action: BulkAction) => {
    const result = await client.bulk([...selected], action);
    const to = action.kind === "assign" ? action.assignee : null;
    const email = assignees?.find((member) => member.id === to)?.email ?? null;
    setSaid(bulkResultText(action, result, email));
    select(new Set());
    await reload();
  });

  // After a page link, focus goes to the count of what is shown, as the link may disappear.
  const results = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current || loading) return;
    focusResults.current = false;
    results.current?.focus();
  }, [data, loading]);

  const all = queue === "all";
  // What both lists take to open a lead with its list's query and to select leads.
  const selecting = {
    query,
    selected,
    onSelect: (id: string, on: boolean) => {
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      select(next);
    },
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" flexWrap="wrap">
        <ViewHeading title="Leads">Leads</ViewHeading>
        <Button asChild variant="outline" size="sm">
          <a href={client.exportCsvUrl(filter)} download>
            Export CSV
          </a>
        </Button>
      </Flex>
      <QueueTabs current={queue} hrefFor={(next) => listHref({ queue: next })} />
      {all && data && (
        <StatusChips
          counts={data.counts}
          selected={filter.status}
          hrefFor={(status) => listHref({ ...filter, status })}
        />
      )}
      {all && (
        <LeadFilters
          filter={filter}
          onChange={(next, typing) =>
            typing ? history.replace(listHref(next)) : history.push(listHref(next))
          }
        />
      )}
      <Box aria-live="polite" aria-atomic="true">
        {said && <Notice tone="done" live={false} title={said} />}
      </Box>
      {bulk.state.status === "failed" && <ProblemNotice error={bulk.state.error} />}
      {selected.size > 0 && (
        <SelectionBar
          count={selected.size}
          assignees={assignees ?? []}
          me={me}
          busy={bulk.state.status === "busy"}
          onApply={(action) => {
            setSaid("");
            void bulk.run(action);
          }}
          onClear={() => select(new Set())}
        />
      )}
      <Box aria-busy={loading}>
        {data && (
          <Heading
            ref={results}
            as="h2"
            size="sm"
            mb="3"
            tabIndex={-1}
            _focus={{ outline: "none" }}
            aria-live="polite"
          >
            {shownText(queue, data)}
          </Heading>
        )}
        {error !== undefined && !loading ? (
          <ProblemNotice error={error} onRetry={() => void reload()} />
        ) : !data ? (
          <LoadingState label="Loading leads…" />
        ) : data.total === 0 && all && isFiltered(filter) ? (
          <Notice
            tone="info"
            icon="search"
            title="No leads match these filters"
            text="Try fewer words, another form or a wider range of days."
            action={
              <Button
                size="sm"
                variant="outline"
                onClick={() => history.push(listHref({ queue: "all" }))}
              >
                Clear filters
              </Button>
            }
          />
        ) : data.total === 0 && queue === "reply" ? (
          <Notice
            tone="done"
            title="Every enquiry has its reply"
            text="A new consultation request, message or strategy call appears here, oldest first, with the time its reply is due."
          />
        ) : data.total === 0 ? (
          <Notice
            tone="info"
            icon="mail"
            title={queue === "sign-ups" ? "No sign-ups yet" : "No leads yet"}
            text={
              queue === "sign-ups"
                ? "Newsletter sign-ups, guide and report downloads and assessments appear here, newest first."
                : "Every form sent on the site appears here, newest first, the moment it arrives."
            }
          />
        ) : (
          <Stack gap="5">
            <Flex as="label" gap="2" align="center" fontSize="sm" w="fit-content">
              <SelectBox
                label="Select all on this page"
                checked={onPage.length > 0 && onPage.every((id) => selected.has(id))}
                mixed={selected.size > 0 && !onPage.every((id) => selected.has(id))}
                onChange={(every) => select(new Set(every ? onPage : []))}
              />
              <span aria-hidden="true">Select all on this page</span>
            </Flex>
            {queue === "reply" ? (
              <ReplyQueue leads={data.leads} asOf={data.asOf} {...selecting} />
            ) : (
              <LeadList leads={data.leads} asOf={data.asOf} {...selecting} />
            )}
            <Pager
              label={queue === "reply" ? "Pages of enquiries" : "Pages of leads"}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              hrefFor={(next) => listHref(filter, next)}
              onNavigate={() => {
                focusResults.current = true;
              }}
            />
          </Stack>
        )}
      </Box>
      {queue === "reply" && <ReplyFiguresPanel client={client} />}
    </Stack>
  );
}
