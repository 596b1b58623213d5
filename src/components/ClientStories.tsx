import { Flex, Heading, Text } from "@chakra-ui/react";
import { Card } from "./Card";
import { CardGrid } from "./CardGrid";
import { Eyebrow } from "./Eyebrow";
import { Icon } from "./Icon";

/** Clients' stories (or results): who they are, what changed and the outcome, in cards. */
export function ClientStories({
  stories,
}: {
  /** The clients' stories, from content. */
  stories: readonly Queries.ServiceClientStoryFieldsFragment[];
}) {
  return (
    <CardGrid columns={stories.length}>
      {stories.map((story) => {
        const headingId = `story-${story.id}-heading`;
        return (
          <Card key={story.id} headingId={headingId}>
            <Eyebrow fontSize="xs">{story.context}</Eyebrow>
            <Heading as="h3" size="md" id={headingId} mt="2">
              {story.client}
            </Heading>
            <Text mt="3" color="fg.muted" flex="1">
              {story.story}
            </Text>
            <Flex mt="5" gap="2" align="flex-start" fontWeight="semibold" color="success.700">
              <Icon name="check" boxSize="5" mt="0.5" />
              <Text>{story.outcome}</Text>
            </Flex>
          </Card>
        );
      })}
    </CardGrid>
  );
}
