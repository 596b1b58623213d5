import { Flex, type FlexProps } from "@chakra-ui/react";

/** A small solid pill that marks one item out: the popular plan, the featured post. */
export function LabelPill(props: FlexProps) {
  return (
    <Flex
      align="center"
      gap="1"
      px="3"
      py="1"
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      fontSize="xs"
      fontWeight="bold"
      letterSpacing="0.04em"
      textTransform="uppercase"
      {...props}
    />
  );
}
