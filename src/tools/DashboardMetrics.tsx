import { Box, Grid, Text } from "@chakra-ui/react";
import { DashboardChange } from "./DashboardChange";

export interface DashboardMetricsProps {
  /** The metrics, each a label, value and change. */
  metrics: readonly Queries.DashboardMetric[];
  /** How a rise and a fall are announced to screen readers. */
  changeWords: Queries.DashboardChangeWords;
}

/** The overview's headline figures as a description list: label, figure, and how it moved. */
export function DashboardMetrics({ metrics, changeWords }: DashboardMetricsProps) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }}
      gap={{ base: "4", md: "6" }}
    >
      {metrics.map((metric) => (
        <Box
          key={metric.label}
          p={{ base: "5", md: "6" }}
          borderRadius="2xl"
          borderWidth="1px"
          borderColor="border"
          bg="bg"
        >
          <Text as="dt" fontSize="sm" color="fg.muted">
            {metric.label}
          </Text>
          <Box as="dd" mt="1">
            <Text
              fontFamily="heading"
              fontWeight="bold"
              fontSize={{ base: "3xl", md: "4xl" }}
              lineHeight="1.1"
              color="brand.fg"
            >
              {metric.value}
            </Text>
            <Box mt="3">
              <DashboardChange change={metric.change} words={changeWords} />
            </Box>
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
