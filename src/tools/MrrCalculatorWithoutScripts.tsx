import { Box, Heading, Text } from "@chakra-ui/react";
import { MrrCalculator, type MrrCalculatorProps } from "./MrrCalculator";

export interface MrrCalculatorWithoutScriptsProps extends Pick<
  MrrCalculatorProps,
  "copy" | "common"
> {
  /** The tool's name, as the picker offers it. */
  name: string;
  /** Why the calculator is here: the picker's buttons need scripts. */
  intro: string;
}

/**
 * The MRR growth calculator as a plain form, for the noscript block of /advanced-tools: the
 * server's results page (src/server/calculator-page.ts) fills its fields and figures.
 */
export function MrrCalculatorWithoutScripts({
  name,
  intro,
  copy,
  common,
}: MrrCalculatorWithoutScriptsProps) {
  return (
    <Box mt={{ base: "10", md: "14" }}>
      <Heading as="h3" size="lg">
        {name}
      </Heading>
      <Text mt="2" mb="6" color="fg.muted" maxW="3xl">
        {intro}
      </Text>
      <MrrCalculator
        copy={copy}
        common={common}
        headingLevel={4}
        idPrefix="mrr-noscript"
        withoutScripts
      />
    </Box>
  );
}
