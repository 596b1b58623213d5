import { Box, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { Icon, type IconName } from "./Icon";

export type CheckListProps = Omit<HTMLChakraProps<"ul">, "children"> & {
  /** The statements, in order. */
  items: readonly string[];
  /** The mark before each item. */
  icon?: IconName;
};

/** A list of short statements, each after a decorative mark. */
export function CheckList({ items, icon = "check", ...rest }: CheckListProps) {
  return (
    <chakra.ul listStyleType="none" display="grid" gap="2" {...rest}>
      {items.map((item) => (
        <chakra.li key={item} display="flex" gap="2" alignItems="flex-start">
          <Box color="success.700" mt="1">
            <Icon name={icon} boxSize="4" />
          </Box>
          {item}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
