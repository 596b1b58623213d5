import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { fillTemplate } from "../lib/fill-template";
import { formatCount } from "../lib/format";
import { barPercent } from "../lib/tools/dashboard";
import { DashboardChange } from "./DashboardChange";

export interface IndustryStatsProps {
  /** The industries, each a name, client count and growth. */
  industries: readonly Queries.DashboardIndustryStat[];
  /** `{count}`: "{count} clients". */
  countTemplate: string;
  /** How a rise and a fall are announced to screen readers. */
  changeWords: Queries.DashboardChangeWords;
}

/**
 * The industries tab: each industry's number of clients, drawn as a bar against the largest, and
 * its growth. The bars only repeat the written count, so they are hidden from assistive technology.
 */
export function IndustryStats({ industries, countTemplate, changeWords }: IndustryStatsProps) {
  const largest = Math.max(...industries.map((industry) => industry.count));
  return (
    <chakra.ul listStyleType="none" display="grid" gap="5">
      {industries.map((industry) => (
        <chakra.li key={industry.name}>
          <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
            <Text fontWeight="semibold">{industry.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {fillTemplate(countTemplate, { count: formatCount(industry.count) })}
            </Text>
          </Flex>
          <Box
            aria-hidden="true"
            mt="2"
            h="2.5"
            borderRadius="full"
            bg="bg.muted"
            overflow="hidden"
          >
            <Box
              h="full"
              borderRadius="full"
              bg="brand.solid"
              width={`${barPercent(industry.count, largest)}%`}
            />
          </Box>
          <Box mt="2">
            <DashboardChange change={industry.growth} words={changeWords} />
          </Box>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
