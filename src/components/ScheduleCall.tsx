import { Box, Text } from "@chakra-ui/react";
import { Icon } from "./Icon";
import { LinkButton } from "./LinkButton";

/**
 * The contact page's 'Schedule a Call' link to the external scheduling service, opened in a new
 * tab.
 */
export function ScheduleCall({
  scheduler,
  text,
}: {
  /** The external scheduler's address and words. */
  scheduler: Queries.ExternalLink;
  /** The sentence before the link. */
  text: string;
}) {
  return (
    <Box p="6" borderRadius="2xl" bg="brand.50" borderWidth="1px" borderColor="brand.100">
      <Text color="fg">{text}</Text>
      <LinkButton to={scheduler.url} mt="4" lead>
        <Icon name="calendar" />
        {scheduler.label}
      </LinkButton>
    </Box>
  );
}
