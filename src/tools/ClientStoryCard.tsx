import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { Button } from "../components/Button";
import { Card } from "../components/Card";
import { fillTemplate } from "../lib/fill-template";
import { ClientLogo } from "./ClientLogo";

export interface ClientStoryCardProps {
  /** The client's story. */
  story: Queries.DashboardClientStory;
  /** The words every card repeats. */
  labels: Pick<Queries.DashboardLabels, "viewStory" | "industry" | "growth" | "revenue">;
  /** Called with the client's id when the visitor opens it. */
  onOpen: (id: string) => void;
}

/** One client in the dashboard's clients tab: who, how they grew, and a button to their story. */
export function ClientStoryCard({ story, labels, onOpen }: ClientStoryCardProps) {
  const headingId = `client-${story.id}-heading`;
  return (
    <Card headingId={headingId} p={{ base: "5", md: "6" }}>
      <Flex align="center" gap="4">
        <ClientLogo logo={story.logo} />
        <Box minW="0">
          <Heading as="h3" size="md" id={headingId}>
            {story.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <Box as="span" srOnly>
              {labels.industry}:{" "}
            </Box>
            {story.industry}
          </Text>
        </Box>
      </Flex>
      <Box as="dl" mt="5" flex="1" fontSize="sm">
        <Text as="dt" color="fg.muted">
          {labels.growth}
        </Text>
        <Text as="dd" fontWeight="semibold" color="fg.success">
          {story.growth}
        </Text>
        <Text as="dt" mt="2" color="fg.muted">
          {labels.revenue}
        </Text>
        <Text as="dd" fontWeight="semibold">
          {story.revenue}
        </Text>
      </Box>
      <Button
        mt="6"
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        // Long client names wrap rather than overflow a narrow card.
        whiteSpace="normal"
        h="auto"
        minH="9"
        py="2"
        onClick={() => onOpen(story.id)}
      >
        {fillTemplate(labels.viewStory, { name: story.name })}
      </Button>
    </Card>
  );
}
