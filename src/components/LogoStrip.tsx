import { Box, chakra, Container, Flex, Text } from "@chakra-ui/react";
import { Button } from "./Button";
import { useCallback, useState } from "react";
import { usePrefersReducedMotion } from "../hooks/use-media-query";
import { useInterval } from "../hooks/use-interval";
import { LOGO_ROTATION_MS } from "../lib/constants";
import { nextIndex } from "../lib/cycle";
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
 */
export function LogoStrip({
  heading,
  logos,
  initialIndex = 0,
  intervalMs = LOGO_ROTATION_MS,
  pausedAtStart = false,
}: LogoStripProps) {
  const [active, setActive] = useState(initialIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(pausedAtStart);
  const reducedMotion = usePrefersReducedMotion();
  const running = !hovered && !focused && !userPaused && !reducedMotion && logos.length > 1;

  const advance = useCallback(() => setActive((i) => nextIndex(i, logos.length)), [logos.length]);
  useInterval(advance, running ? intervalMs : null);

  return (
    <Box
      as="section"
      aria-labelledby="logo-strip-heading"
      bg="bg.subtle"
      borderTopWidth="1px"
      borderColor="border"
      py={{ base: "8", md: "10" }}
      {...drawnNearScreen({ base: "390px", md: "310px", lg: "260px" })}
      data-rotating={running}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
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
          {logos.map((logo, index) => {
            const isActive = index === active;
            return (
              <chakra.li
                key={logo.name}
                data-active={isActive || undefined}
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
                color={isActive ? "brand.700" : "ink.600"}
                bg={isActive ? "white" : "transparent"}
                boxShadow={isActive ? "0 6px 24px rgba(90, 64, 230, 0.16)" : "none"}
                transform={isActive ? "scale(1.04)" : "scale(1)"}
                transitionProperty="color, background, box-shadow, transform"
                transitionDuration="0.4s"
              >
                <LogoMark mark={logo.mark} />
                <span>{logo.name}</span>
              </chakra.li>
            );
          })}
        </chakra.ul>
        <Flex align="center" justify="center" gap="1" mt="5">
          {logos.map((logo, index) => (
            <chakra.button
              key={logo.name}
              type="button"
              aria-label={`Highlight ${logo.name}`}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
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
                bg={index === active ? "brand.600" : "ink.400"}
                transitionProperty="background"
                transitionDuration="0.3s"
              />
            </chakra.button>
          ))}
          <Button
            variant="ghost"
            colorPalette="ink"
            size="sm"
            ml="2"
            aria-label={userPaused ? "Resume logo rotation" : "Pause logo rotation"}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            <Icon name={userPaused ? "play" : "pause"} boxSize="4" />
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
