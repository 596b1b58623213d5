import { Box, Container, Stack, Text, type BoxProps } from "@chakra-ui/react";
import { keyframes } from "@emotion/react";
import { COVER_SIZE } from "./PostHeader";

// A slow fade, only for visitors who have not asked for less motion.
const pulse = keyframes`
  50% { opacity: 0.45; }
`;

/** A grey block standing in for a line of text or an image. */
function Placeholder(props: BoxProps) {
  return <Box bg="bg.muted" borderRadius="md" h="4" {...props} />;
}

// The widths of the lines of one placeholder paragraph.
const PARAGRAPH = ["100%", "96%", "98%", "72%"];

/**
 * What a post's page shows while it is deciding where to go: the shape of the post's header and
 * first paragraphs, busy, with a loading text for assistive technology (see
 * docs/product.md#departures).
 */
export function PostSkeleton({
  label,
}: {
  /** What a screen reader announces while the post loads. */
  label: string;
}) {
  return (
    <Box aria-busy="true" _motionSafe={{ animation: `${pulse} 1.6s ease-in-out infinite` }}>
      <Text role="status" srOnly>
        {label}
      </Text>
      <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" pt={{ base: "8", md: "12" }}>
        <Container maxW="4xl">
          <Placeholder w="32" />
          <Placeholder w="28" h="3.5" mt={{ base: "8", md: "10" }} />
          <Stack gap="3" mt="4">
            <Placeholder h={{ base: "9", md: "12" }} />
            <Placeholder h={{ base: "9", md: "12" }} w="66%" />
          </Stack>
          <Stack gap="2.5" mt="6">
            <Placeholder h="5" />
            <Placeholder h="5" w="80%" />
          </Stack>
          <Placeholder w="72" maxW="full" mt="6" />
          <Placeholder
            aspectRatio={`${COVER_SIZE.width} / ${COVER_SIZE.height}`}
            h="auto"
            mt={{ base: "8", md: "10" }}
            borderRadius="2xl"
          />
        </Container>
      </Box>
      <Container maxW="4xl" py={{ base: "10", md: "14" }}>
        <Stack gap="8" maxW="70ch">
          {[0, 1, 2].map((paragraph) => (
            <Stack key={paragraph} gap="3">
              {PARAGRAPH.map((width) => (
                <Placeholder key={width} w={width} />
              ))}
            </Stack>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
