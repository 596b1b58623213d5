import { Flex, type FlexProps } from "@chakra-ui/react";
import { LinkButton } from "./LinkButton";

export type ActionButtonsProps = Omit<FlexProps, "children"> & {
  /** The calls to action, from content: words, where each goes and its variant. */
  actions: readonly Queries.PageAction[];
  /** The buttons' size: md in cards, lg in heroes. */
  size?: "md" | "lg";
  /** On a dark band the outline buttons turn light. */
  inverted?: boolean;
};

const ON_DARK_OUTLINE = {
  color: "fg.inverted",
  borderColor: "ink.300",
  _hover: { bg: "ink.800" },
} as const;

/** A row of calls to action from content: the first usually solid, the others outlined. */
export function ActionButtons({
  actions,
  size = "lg",
  inverted = false,
  ...rest
}: ActionButtonsProps) {
  if (actions.length === 0) return null;
  return (
    <Flex align="center" gap="3" flexWrap="wrap" {...rest}>
      {actions.map((action) => {
        const outline = action.variant === "outline";
        return (
          <LinkButton
            key={action.to + action.label}
            to={action.to}
            size={size}
            variant={outline ? "outline" : inverted ? "inverted" : "solid"}
            {...(inverted && outline ? ON_DARK_OUTLINE : {})}
          >
            {action.label}
          </LinkButton>
        );
      })}
    </Flex>
  );
}
