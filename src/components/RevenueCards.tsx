import { Box, chakra, Flex, Grid, Heading, Text } from "@chakra-ui/react";
import { formatPoundsShort, growthOnPreviousMonth } from "../lib/revenue";
import { Icon } from "./Icon";
import { Section } from "./Section";

export interface RevenueCardsProps {
  /** Names the section (aria-labelledby). */
  id: string;
  /** The months' revenue and the target, from content/data/home.json. */
  content: Queries.HomePerformance;
}

/** Portfolio performance: one card per month with its revenue by business line, then the target. */
export function RevenueCards({ id, content }: RevenueCardsProps) {
  const lines = [
    { label: content.saasLabel, key: "saasRevenue" },
    { label: content.automationLabel, key: "automationRevenue" },
    { label: content.agencyLabel, key: "agencyRevenue" },
  ] as const;
  const { target } = content;
  return (
    <Section id={id} copy={content.copy} tone="subtle">
      <chakra.ul
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
        gap="5"
      >
        {content.months.map((month, index) => {
          const growth = growthOnPreviousMonth(content.months, index);
          return (
            <chakra.li
              key={month.month}
              p="6"
              bg="bg"
              borderWidth="1px"
              borderColor="border"
              borderRadius="2xl"
            >
              <Flex justify="space-between" align="baseline" gap="3">
                <Heading as="h3" size="sm">
                  {month.month}
                </Heading>
                {growth !== null && (
                  <Text fontSize="sm" fontWeight="semibold" color="fg.success">
                    +{formatPoundsShort(growth)}
                    <chakra.span srOnly> {content.growthSuffix}</chakra.span>
                  </Text>
                )}
              </Flex>
              <Grid as="dl" templateColumns="repeat(3, 1fr)" columnGap="2" rowGap="4" mt="3">
                <Box
                  gridColumn="1 / -1"
                  display="flex"
                  flexDirection="column-reverse"
                  pb="4"
                  borderBottomWidth="1px"
                  borderColor="border"
                >
                  <Text as="dt" fontSize="sm" color="fg.muted">
                    {content.totalLabel}
                  </Text>
                  <Text
                    as="dd"
                    fontFamily="heading"
                    fontWeight="bold"
                    fontSize="3xl"
                    lineHeight="1.1"
                    color="brand.fg"
                  >
                    {formatPoundsShort(month.totalRevenue)}
                  </Text>
                </Box>
                {lines.map((line) => (
                  <Box key={line.key} display="flex" flexDirection="column-reverse">
                    <Text as="dt" fontSize="xs" color="fg.muted">
                      {line.label}
                    </Text>
                    <Text as="dd" fontWeight="semibold">
                      {formatPoundsShort(month[line.key])}
                    </Text>
                  </Box>
                ))}
              </Grid>
            </chakra.li>
          );
        })}
      </chakra.ul>
      <Flex
        mt="6"
        p={{ base: "6", md: "8" }}
        borderRadius="2xl"
        bgGradient="to-r"
        gradientFrom="brand.800"
        gradientTo="brand.950"
        color="fg.inverted"
        align={{ base: "flex-start", md: "center" }}
        direction={{ base: "column", md: "row" }}
        gap={{ base: "4", md: "6" }}
      >
        <Box display="grid" placeItems="center" boxSize="12" borderRadius="xl" bg="whiteAlpha.200">
          <Icon name="target" boxSize="6" />
        </Box>
        <Box flex="1">
          <Heading as="h3" size="sm" color="brand.100">
            {target.label}
          </Heading>
          <Text mt="1" color="brand.100">
            {target.text}
          </Text>
        </Box>
        <Text fontFamily="heading" fontWeight="bold" fontSize={{ base: "3xl", md: "4xl" }}>
          {formatPoundsShort(target.mrr)} {target.unit}
        </Text>
      </Flex>
    </Section>
  );
}
