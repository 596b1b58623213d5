import { Box, Grid } from "@chakra-ui/react";
import { TeamMemberCard } from "./TeamMemberCard";

/** The leadership team, four across on large screens. */
export function TeamGrid({
  team,
}: {
  /** The team members, in order. */
  team: readonly Queries.AboutTeamMember[];
}) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }}
      gap={{ base: "10", md: "8" }}
    >
      {team.map((member) => (
        <Box as="li" key={member.name}>
          <TeamMemberCard member={member} />
        </Box>
      ))}
    </Grid>
  );
}
