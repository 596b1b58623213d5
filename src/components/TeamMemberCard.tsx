import { Box, chakra, Heading, Text } from "@chakra-ui/react";
import type { TeamMember } from "../lib/content-company";

export const PORTRAIT_SIZE = 320;

/** SPEC §3 Team member: portrait, name, position and a short biography. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <Box as="article" textAlign={{ base: "start", sm: "center" }}>
      <chakra.img
        src={member.image}
        alt={`Portrait of ${member.name}`}
        width={PORTRAIT_SIZE}
        height={PORTRAIT_SIZE}
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
