import { Box, Text } from "@chakra-ui/react";

export interface LoadingStateProps {
  /** What is on its way, as a sentence: "Loading leads…". */
  label: string;
}

/** Stands where data will be until it arrives: a polite status, so a screen reader says it once. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <Box role="status" py="10" textAlign="center">
      <Text color="fg.muted">{label}</Text>
    </Box>
  );
}
