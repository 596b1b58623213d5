import { Box, chakra, Flex, Grid, Heading, Text } from "@chakra-ui/react";
import { LinkButton } from "../components/LinkButton";
import { fillTemplate } from "../lib/fill-template";
import { isVideoPage } from "../lib/tools/dashboard";
import { ClientLogo } from "./ClientLogo";

export interface ClientDetailProps {
  /** The client's story shown in full. */
  story: Queries.DashboardClientStory;
  /** The words the detail repeats for every client. */
  labels: Pick<
    Queries.DashboardLabels,
    "industry" | "growth" | "revenue" | "watchStory" | "newTab"
  >;
  /** Id of the client's name, which names the dialog the detail is shown in. */
  titleId: string;
}

/**
 * One client's story in full, as the dashboard's client modal shows it. Where the client has a
 * video, it is a link to the video's own page in a new tab, never an embedded player.
 */
export function ClientDetail({ story, labels, titleId }: ClientDetailProps) {
  return (
    <Box as="article" p={{ base: "6", md: "8" }}>
      <Flex align="center" gap="4" pe="10">
        <ClientLogo logo={story.logo} size="lg" />
        <Box minW="0">
          <Heading as="h2" size="xl" id={titleId}>
            {story.name}
          </Heading>
          <Text color="fg.muted">
            <chakra.span srOnly>{labels.industry}: </chakra.span>
            {story.industry}
          </Text>
        </Box>
      </Flex>

      <Grid as="dl" templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="3" mt="6">
        {[
          { label: labels.growth, value: story.growth },
          { label: labels.revenue, value: story.revenue },
        ].map((fact) => (
          <Flex key={fact.label} direction="column" p="4" borderRadius="xl" bg="bg.subtle">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {fact.label}
            </Text>
            <Text as="dd" mt="1" fontWeight="semibold" color="brand.fg">
              {fact.value}
            </Text>
          </Flex>
        ))}
      </Grid>

      <chakra.blockquote
        mt="6"
        p="5"
        borderRadius="xl"
        borderStartWidth="4px"
        borderColor="brand.500"
        bg="brand.subtle"
        fontSize="lg"
        fontStyle="italic"
      >
        “{story.testimonial}”
      </chakra.blockquote>

      {isVideoPage(story.videoUrl) && (
        <LinkButton
          to={story.videoUrl}
          mt="6"
          variant="solid"
          whiteSpace="normal"
          h="auto"
          minH="11"
          py="3"
        >
          {fillTemplate(labels.watchStory, { name: story.name })}
          <chakra.span srOnly> {labels.newTab}</chakra.span>
        </LinkButton>
      )}
    </Box>
  );
}
