import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { Icon, isIconName } from "./Icon";
import { Section } from "./Section";
import { SiteLink } from "./SiteLink";

export interface PortfolioGridProps {
  /** Names the section (aria-labelledby). */
  id: string;
  /** Heading and the six business units, from content. */
  content: Queries.HomePortfolio;
}

/** The studio's business units, each card linking to its block on /services. */
export function PortfolioGrid({ id, content }: PortfolioGridProps) {
  return (
    <Section id={id} copy={content.copy}>
      <chakra.ul
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
        gap="6"
      >
        {content.items.map((item) => (
          <chakra.li
            key={item.anchor}
            position="relative"
            display="flex"
            flexDirection="column"
            p="6"
            borderWidth="1px"
            borderColor="border"
            borderRadius="2xl"
            bg="bg"
            transitionProperty="box-shadow, border-color"
            transitionDuration="0.2s"
            _hover={{ borderColor: "brand.300", boxShadow: "0 10px 30px rgba(90, 64, 230, 0.12)" }}
            _focusWithin={{ borderColor: "brand.500" }}
          >
            <Flex align="center" gap="3">
              {isIconName(item.icon) && (
                <Box
                  display="grid"
                  placeItems="center"
                  boxSize="11"
                  borderRadius="xl"
                  bg="brand.subtle"
                  color="brand.fg"
                >
                  <Icon name={item.icon} boxSize="5" />
                </Box>
              )}
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                {item.category}
              </Text>
            </Flex>
            <Heading as="h3" size="md" mt="4">
              {/* The whole card is the link's target area; its name is the unit's title. */}
              <SiteLink
                to={`/services#${item.anchor}`}
                color="inherit"
                _after={{ content: '""', position: "absolute", inset: "0", borderRadius: "2xl" }}
              >
                {item.title}
              </SiteLink>
            </Heading>
            <Text mt="2" color="fg.muted" flex="1">
              {item.description}
            </Text>
            <Flex
              aria-hidden
              align="center"
              gap="1"
              mt="5"
              fontSize="sm"
              fontWeight="semibold"
              color="brand.fg"
            >
              {content.linkLabel}
              <Icon name="arrowRight" boxSize="4" />
            </Flex>
          </chakra.li>
        ))}
      </chakra.ul>
    </Section>
  );
}
