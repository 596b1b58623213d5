import { Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Icon, type IconName } from "../components/Icon";

export interface PillProps {
  icon: IconName;
  /** Its wash and its text colour: at least 4.5:1 together. */
  bg: string;
  color: string;
  /** The words: the pill never says anything by colour alone. */
  children: ReactNode;
}

/** A small rounded label with an icon, in a list's row: "1 failed delivery", "Overdue by 2 h". */
export function Pill({ icon, bg, color, children }: PillProps) {
  return (
    <Flex
      as="span"
      display="inline-flex"
      align="center"
      gap="1"
      px="2"
      py="0.5"
      borderRadius="full"
      bg={bg}
      color={color}
      fontSize="xs"
      fontWeight="semibold"
      whiteSpace="nowrap"
    >
      <Icon name={icon} boxSize="3.5" />
      {children}
    </Flex>
  );
}
