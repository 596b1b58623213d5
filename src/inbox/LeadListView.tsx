import { Box, Flex, Heading, Stack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Button } from "../components/Button";
import { INBOX_PATH, type LeadFilter, type LeadPage } from "../lib/inbox/api";
import { isFiltered, pageQueryString, queueOf, readLeadQuery } from "../lib/inbox/filter";
import type { LeadQueue } from "../lib/inbox/reply-queue";
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
import { StatusChips } from "./StatusChips";
import { useLoad } from "./use-load";
import { ViewHeading } from "./ViewHeading";

export interface LeadListViewProps {
  /** The inbox's API. */
  client: InboxClient;
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
export function LeadListView({ client }: LeadListViewProps) {
  const history = useHistory();
  const { search } = splitHref(useHref());
  const read = readLeadQuery(search);
  const { page } = read;
  const queue = queueOf(read);
  const filter: LeadFilter = { ...read.filter, queue };
  const query = pageQueryString(filter, page);
  const { data, error, loading, reload } = useLoad(query, () => client.leads(filter, page));

  // After a page link, focus goes to the count of what is shown, as the link may disappear.
  const results = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current || loading) return;
    focusResults.current = false;
    results.current?.focus();
  }, [data, loading]);

  const all = queue === "all";

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
      {all && <LeadFilters filter={filter} onChange={(next) => history.push(listHref(next))} />}
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
            {queue === "reply" ? (
              <ReplyQueue leads={data.leads} asOf={data.asOf} />
            ) : (
              <LeadList leads={data.leads} asOf={data.asOf} />
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
