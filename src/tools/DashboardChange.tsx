import { chakra, Flex } from "@chakra-ui/react";
import { changeDirection, describeChange } from "../lib/tools/dashboard";
import { Icon } from "../components/Icon";

const ARROW_TURN = { up: "rotate(-90deg)", down: "rotate(90deg)", flat: undefined } as const;
const COLOUR = { up: "fg.success", down: "fg", flat: "fg.muted" } as const;

export interface DashboardChangeProps {
  /** Signed percentage, e.g. "+23%". */
  change: string;
  /** How a rise and a fall are announced to screen readers. */
  words: Queries.DashboardChangeWords;
}

/**
 * A signed change in words ("Up 23% vs last year") beside an arrow: the direction is in the text,
 * so colour only repeats it. A fall is not drawn in alarm red, as it can be good (a shorter
 * payback period).
 */
export function DashboardChange({ change, words }: DashboardChangeProps) {
  const direction = changeDirection(change);
  return (
    <Flex as="span" align="center" gap="1.5" fontSize="sm" data-direction={direction}>
      {direction !== "flat" && (
        <Icon
          name="arrowRight"
          boxSize="4"
          color={COLOUR[direction]}
          transform={ARROW_TURN[direction]}
        />
      )}
      <chakra.span fontWeight="semibold" color={COLOUR[direction]}>
        {describeChange(change, words)}
      </chakra.span>
      <chakra.span color="fg.muted">{words.period}</chakra.span>
    </Flex>
  );
}
