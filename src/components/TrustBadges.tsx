import { Box, Container, Text, chakra } from "@chakra-ui/react";
import { drawnNearScreen } from "./drawn-near-screen";
import { Icon, type IconName } from "./Icon";

const badgeIcons: Record<string, IconName> = {
  ssl: "lock",
  iso: "shield",
  gdpr: "shieldCheck",
  uk: "flag",
  rating: "star",
};

/** The trust strip: badges such as SSL, ISO 27001 and GDPR, each an icon and its words. */
export function TrustBadges({
  badges,
}: {
  /** The badges, from content. */
  badges: readonly Queries.TrustBadge[];
}) {
  return (
    <Box
      as="section"
      aria-label="Security and trust"
      bg="bg"
      py="8"
      {...drawnNearScreen({ base: "240px", md: "170px", lg: "105px" })}
      borderTopWidth="1px"
      borderColor="border"
    >
      <Container>
        <chakra.ul
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{
            base: "repeat(2, 1fr)",
            md: "repeat(3, 1fr)",
            lg: "repeat(5, 1fr)",
          }}
          gap={{ base: "4", md: "6" }}
        >
          {badges.map((badge) => (
            <chakra.li key={badge.key} display="flex" alignItems="center" gap="3">
              <Box
                display="grid"
                placeItems="center"
                boxSize="10"
                flexShrink={0}
                borderRadius="full"
                bg="brand.50"
                color="brand.700"
              >
                <Icon name={badgeIcons[badge.key] ?? "check"} />
              </Box>
              <Box>
                <Text fontWeight="semibold" fontSize="sm" lineHeight="1.3">
                  {badge.title}
                </Text>
                <Text fontSize="xs" color="fg.muted" lineHeight="1.4">
                  {badge.detail}
                </Text>
              </Box>
            </chakra.li>
          ))}
        </chakra.ul>
      </Container>
    </Box>
  );
}
