import { Box, Heading } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

export interface PanelProps {
  /** The section's h2. */
  heading: string;
  /** The section's content. */
  children: ReactNode;
}

/** One section of a view in a bordered box, named by its heading for landmarks and headings lists. */
export function Panel({ heading, children }: PanelProps) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      p={{ base: "4", md: "6" }}
      bg="bg"
    >
      <Heading as="h2" size="md" id={id} mb="4">
        {heading}
      </Heading>
      {children}
    </Box>
  );
}
