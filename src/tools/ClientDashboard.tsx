import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Eyebrow } from "../components/Eyebrow";
import { Icon } from "../components/Icon";
import { Modal } from "../components/Modal";
import { track } from "../browser/analytics/track";
import { DASHBOARD_TABS, type DashboardTabId } from "../lib/tools/dashboard";
import { ClientDetail } from "./ClientDetail";
import { ClientStoryGrid } from "./ClientStoryGrid";
import { DashboardMetrics } from "./DashboardMetrics";
import { DashboardTabs, type DashboardTab } from "./DashboardTabs";
import { IndustryStats } from "./IndustryStats";
import { RatedTestimonials } from "./RatedTestimonials";

export interface ClientDashboardProps {
  /** The sample dashboard data and words, from content/data/client-dashboard.json. */
  content: Queries.ClientDashboardFieldsFragment;
  /**
   * The client whose story is open when it is first drawn, over the clients tab (stories start
   * there); none by default.
   */
  initialStoryId?: string;
}

const trackView = (tab: DashboardTabId) => track("dashboard_view", { tab });

/**
 * The client success dashboard of Advanced tools: a fixed sample, said to be one, in tabs
 * (overview, clients, testimonials, industries); a client's card opens their story in a modal.
 * `dashboard_view` is sent once for the first tab and again on every change of tab.
 */
export function ClientDashboard({ content, initialStoryId }: ClientDashboardProps) {
  const { labels } = content;
  const headingId = useId();
  const detailTitleId = useId();
  const [openId, setOpenId] = useState<string | null>(initialStoryId ?? null);
  const firstTab: DashboardTabId = initialStoryId ? "clients" : DASHBOARD_TABS[0];
  const openStory = content.clientStories.find((story) => story.id === openId);
  // React's strict mode runs effects twice in development; the first view is still sent once.
  const viewSent = useRef(false);

  useEffect(() => {
    if (viewSent.current) return;
    viewSent.current = true;
    trackView(firstTab);
  }, [firstTab]);

  const panels: Record<DashboardTabId, JSX.Element> = {
    overview: <DashboardMetrics metrics={content.metrics} changeWords={labels.change} />,
    clients: (
      <ClientStoryGrid
        stories={content.clientStories}
        labels={labels}
        onOpen={(id) => flushSync(() => setOpenId(id))}
      />
    ),
    testimonials: (
      <RatedTestimonials testimonials={content.testimonials} ratingTemplate={labels.rating} />
    ),
    industries: (
      <IndustryStats
        industries={content.industryStats}
        countTemplate={labels.clientCount}
        changeWords={labels.change}
      />
    ),
  };
  const tabs: DashboardTab[] = DASHBOARD_TABS.map((id) => ({
    id,
    label: labels.tabs[id],
    panel: panels[id],
  }));

  return (
    <Box>
      <Eyebrow>{content.eyebrow}</Eyebrow>
      <Heading as="h2" size="xl" id={headingId} mt="2">
        {content.heading}
      </Heading>
      <Text mt="3" fontSize="lg" color="fg.muted" maxW="3xl">
        {content.intro}
      </Text>
      <Flex
        mt="5"
        mb="8"
        gap="3"
        align="flex-start"
        p="4"
        borderRadius="xl"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border"
        fontSize="sm"
        maxW="3xl"
      >
        <Icon name="alert" boxSize="5" mt="0.5" color="brand.fg" />
        <Text>{content.sampleNote}</Text>
      </Flex>

      <DashboardTabs
        labelledBy={headingId}
        tabs={tabs}
        onChange={trackView}
        defaultTab={firstTab}
      />

      {openStory && (
        <Modal onClose={() => setOpenId(null)} labelledBy={detailTitleId} closeLabel={labels.close}>
          <ClientDetail story={openStory} labels={labels} titleId={detailTitleId} />
        </Modal>
      )}
    </Box>
  );
}
