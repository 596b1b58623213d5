import { Box, chakra, Heading, Text } from "@chakra-ui/react";

const PORTRAIT_SIZE = 320;

/**
 * One member of the team: portrait, name, position and a short biography. The team is far below the
 * fold, so its portraits load as the visitor nears them, not before the first paint.
 */
export function TeamMemberCard({
  member,
}: {
  /** Name, position, photo and bio, from content. */
  member: Queries.AboutTeamMember;
}) {
  return (
    <Box as="article" textAlign={{ base: "start", sm: "center" }}>
      <chakra.img
        src={member.image}
        alt={`Portrait of ${member.name}`}
        htmlWidth={PORTRAIT_SIZE}
        htmlHeight={PORTRAIT_SIZE}
        loading="lazy"
        decoding="async"
        w="full"
        maxW="48"
        h="auto"
        mx={{ sm: "auto" }}
        borderRadius="full"
        bg="bg.subtle"
      />
      <Heading as="h3" size="md" mt="4">
        {member.name}
      </Heading>
      <Text color="brand.fg" fontWeight="semibold" fontSize="sm" mt="1">
        {member.position}
      </Text>
      <Text color="fg.muted" mt="3">
        {member.bio}
      </Text>
    </Box>
  );
}
