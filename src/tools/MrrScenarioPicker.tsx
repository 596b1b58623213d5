import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useId } from "react";
import { fillTemplate } from "../lib/fill-template";
import { formatPercent } from "../lib/format";
import { MRR_SCENARIOS, scenarioInputs, type MrrScenario } from "../lib/tools/mrr";
import { Button } from "../components/Button";

export interface MrrScenarioPickerProps {
  /** The scenarios' names and the group's label. */
  copy: Pick<
    Queries.MrrCalculatorCopy,
    "scenariosLabel" | "scenarios" | "scenarioDetail" | "automationLevels"
  >;
  /** The scenario the calculator's inputs amount to, shown pressed. */
  selected: MrrScenario | null;
  /** Called with the scenario the visitor picks. */
  onSelect: (scenario: MrrScenario) => void;
}

/**
 * The MRR calculator's scenario buttons: each sets a growth rate and the automation level its
 * impact maps to. They are toggle buttons, the one matching the inputs pressed, and each says what
 * it will set (see docs/product.md#constants).
 */
export function MrrScenarioPicker({ copy, selected, onSelect }: MrrScenarioPickerProps) {
  const labelId = useId();
  return (
    <Box>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb="1.5">
        {copy.scenariosLabel}
      </Text>
      <Flex role="group" aria-labelledby={labelId} gap="2" flexWrap="wrap">
        {MRR_SCENARIOS.map((scenario) => {
          const pressed = scenario === selected;
          const set = scenarioInputs(scenario);
          return (
            <Button
              key={scenario}
              size="sm"
              variant={pressed ? "solid" : "outline"}
              aria-pressed={pressed}
              onClick={() => onSelect(scenario)}
              h="auto"
              py="2"
              flexDirection="column"
              alignItems="flex-start"
              textAlign="start"
              whiteSpace="normal"
              gap="0"
              borderRadius="xl"
              flex={{ base: "1 1 calc(50% - 0.5rem)", sm: "0 1 auto" }}
            >
              {copy.scenarios[scenario]}
              <chakra.span fontSize="xs" fontWeight="normal">
                {fillTemplate(copy.scenarioDetail, {
                  growthRate: formatPercent(set.growthRate),
                  level: copy.automationLevels[set.automationLevel],
                })}
              </chakra.span>
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
