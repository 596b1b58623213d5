import { Box, chakra, Container, Flex, Text } from "@chakra-ui/react";
import { useLayoutEffect, useRef } from "react";
import { attachLogoStrip } from "../browser/behaviours/logo-strip";
import { LOGO_ROTATION_MS } from "../lib/constants";
import {
  LOGO_DOT_ATTRIBUTE,
  LOGO_PAUSE_ATTRIBUTE,
  LOGO_PAUSED_ATTRIBUTE,
  LOGO_STRIP_ATTRIBUTE,
  PAUSE_LABEL,
  RESUME_LABEL,
} from "../lib/logo-strip";
import { Button } from "./Button";
import { drawnNearScreen } from "./drawn-near-screen";
import { Icon } from "./Icon";
import { LogoMark } from "./LogoMark";

export interface LogoStripProps {
  /** The strip's heading, e.g. Trusted by. */
  heading: string;
  /** The sample logos, in order. */
  logos: readonly Queries.SampleLogo[];
  /** Which logo is highlighted first. */
  initialIndex?: number;
  /** How long each logo stays highlighted before the next. */
  intervalMs?: number;
  /**
   * Starts held still, as its pause button leaves it (the catalogue shows that state so); the
   * button then resumes it. Rotating by default.
   */
  pausedAtStart?: boolean;
}

/**
 * The 'trusted by' strip. The highlighted logo moves on every few seconds; it holds still while the
 * pointer or focus is on the strip, when the visitor pauses it, and when they prefer reduced motion.
 * That is DOM code (`attachLogoStrip`), so the built HTML of a kept page moves as React's does.
 */
export function LogoStrip({
  heading,
  logos,
  initialIndex = 0,
  intervalMs = LOGO_ROTATION_MS,
  pausedAtStart = false,
}: LogoStripProps) {
  const strip = useRef<HTMLElement>(null);
  // Before the first paint, so the strip never shows itself still when it is moving.
  useLayoutEffect(
    () => (strip.current ? attachLogoStrip(strip.current, { intervalMs }) : undefined),
    [intervalMs],
  );

  return (
    <Box
      as="section"
      ref={strip}
      aria-labelledby="logo-strip-heading"
      bg="bg.subtle"
      borderTopWidth="1px"
      borderColor="border"
      py={{ base: "8", md: "10" }}
      {...drawnNearScreen({ base: "390px", md: "310px", lg: "260px" })}
      {...{ [LOGO_STRIP_ATTRIBUTE]: "" }}
      data-rotating={false}
    >
      <Container>
        <Text
          id="logo-strip-heading"
          textAlign="center"
          fontSize="sm"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="0.08em"
        >
          {heading}
        </Text>
        <chakra.ul
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{
            base: "repeat(2, 1fr)",
            md: "repeat(3, 1fr)",
            lg: "repeat(6, 1fr)",
          }}
          gap={{ base: "4", md: "6" }}
          mt="6"
        >
          {logos.map((logo, index) => (
            <chakra.li
              key={logo.name}
              data-active={index === initialIndex || undefined}
              display="flex"
              alignItems="center"
              justifyContent="center"
              gap="2"
              py="3"
              px="2"
              borderRadius="xl"
              fontWeight="bold"
              fontSize={{ base: "sm", md: "md" }}
              letterSpacing="-0.01em"
              color="ink.600"
              bg="transparent"
              boxShadow="none"
              transform="scale(1)"
              transitionProperty="color, background, box-shadow, transform"
              transitionDuration="0.4s"
              css={{
                "&[data-active]": {
                  color: "brand.700",
                  bg: "white",
                  boxShadow: "0 6px 24px rgba(90, 64, 230, 0.16)",
                  transform: "scale(1.04)",
                },
              }}
            >
              <LogoMark mark={logo.mark} />
              <span>{logo.name}</span>
            </chakra.li>
          ))}
        </chakra.ul>
        <Flex align="center" justify="center" gap="1" mt="5">
          {logos.map((logo, index) => (
            <chakra.button
              key={logo.name}
              type="button"
              aria-label={`Highlight ${logo.name}`}
              aria-pressed={index === initialIndex}
              {...{ [LOGO_DOT_ATTRIBUTE]: "" }}
              display="grid"
              placeItems="center"
              boxSize="6"
              borderRadius="full"
              cursor="pointer"
              focusVisibleRing="outside"
              focusRingColor="brand.500"
            >
              <Box
                as="span"
                boxSize="2.5"
                borderRadius="full"
                bg="ink.400"
                transitionProperty="background"
                transitionDuration="0.3s"
                css={{ "[aria-pressed=true] > &": { bg: "brand.600" } }}
              />
            </chakra.button>
          ))}
          <Button
            variant="ghost"
            colorPalette="ink"
            size="sm"
            ml="2"
            aria-label={pausedAtStart ? RESUME_LABEL : PAUSE_LABEL}
            {...{ [LOGO_PAUSE_ATTRIBUTE]: "" }}
            {...(pausedAtStart && { [LOGO_PAUSED_ATTRIBUTE]: "" })}
            css={{
              [`&[${LOGO_PAUSED_ATTRIBUTE}] [data-icon=pause], &:not([${LOGO_PAUSED_ATTRIBUTE}]) [data-icon=play]`]:
                { display: "none" },
            }}
          >
            <Icon name="pause" boxSize="4" data-icon="pause" />
            <Icon name="play" boxSize="4" data-icon="play" />
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
