import { Box, Heading, Text } from "@chakra-ui/react";
import { Button } from "./Button";
import { Icon } from "./Icon";

/** The id of the button that opens a tool, so that focus can return to it when the tool closes. */
export const toolOpenerId = (id: string): string => `open-tool-${id}`;

export interface ToolPickerProps {
  /** The tools on offer, in order. */
  tools: readonly Queries.ToolChoice[];
  /** Called with the tool's id when the visitor picks it. */
  onSelect: (id: string) => void;
}

/** The Advanced tools picker: each tool with what it does and a button that opens it. */
export function ToolPicker({ tools, onSelect }: ToolPickerProps) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{
        base: "1fr",
        md: "repeat(2, minmax(0, 1fr))",
        xl: "repeat(3, minmax(0, 1fr))",
      }}
      gap="6"
    >
      {tools.map((tool) => {
        const headingId = `tool-${tool.id}-heading`;
        return (
          <Box
            as="li"
            key={tool.id}
            display="flex"
            flexDirection="column"
            p={{ base: "6", md: "8" }}
            borderRadius="2xl"
            borderWidth="1px"
            borderColor="border"
            bg="bg"
          >
            <Heading as="h3" size="lg" id={headingId}>
              {tool.name}
            </Heading>
            <Text mt="2" fontSize="sm" fontWeight="semibold" color="brand.fg">
              {tool.detail}
            </Text>
            <Text mt="3" color="fg.muted" flex="1">
              {tool.description}
            </Text>
            <Button
              id={toolOpenerId(tool.id)}
              mt="6"
              alignSelf="flex-start"
              onClick={() => onSelect(tool.id)}
            >
              {tool.openLabel}
              <Icon name="arrowRight" />
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
