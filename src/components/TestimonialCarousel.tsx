import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useLayoutEffect, useRef } from "react";
import { attachCarousel } from "../browser/behaviours/carousel";
import {
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_DOT_ATTRIBUTE,
  CAROUSEL_MOVE_ATTRIBUTE,
  CAROUSEL_SLIDE_ATTRIBUTE,
  CAROUSEL_TRACK_ATTRIBUTE,
  trackOffset,
} from "../lib/carousel";
import { CAROUSEL_SLIDE_MS } from "../lib/constants";
import { fillTemplate } from "../lib/fill-template";
import { Button } from "./Button";
import { Icon } from "./Icon";

export interface TestimonialCarouselProps {
  /** The testimonials, in order; the carousel wraps around. */
  items: readonly Queries.HomeTestimonial[];
  /** The buttons' and dots' accessible names. */
  copy: Omit<Queries.HomeTestimonials, "copy" | "items">;
  /**
   * Which testimonial shows first, counted from 0 (the catalogue shows each so); the first by
   * default.
   */
  initialIndex?: number;
}

const SLIDES_ID = "testimonial-slides";

/**
 * Testimonials, one at a time, moved by previous and next buttons, dots or the arrow keys, wrapping
 * both ways. Follows the WAI-ARIA carousel pattern (no auto-rotation, so the slides are a polite
 * live region). All slides sit side by side in one row, so the carousel is as tall as its longest
 * testimonial whichever is shown. It is drawn at `initialIndex`; its DOM code (attachCarousel)
 * moves it, the same on a kept page's built HTML.
 */
export function TestimonialCarousel({ items, copy, initialIndex = 0 }: TestimonialCarouselProps) {
  const root = useRef<HTMLElement>(null);
  // In the commit, as React's own handlers would be: a key pressed at once is answered.
  useLayoutEffect(() => (root.current ? attachCarousel(root.current) : undefined), []);
  const index = initialIndex;
  const position = { count: items.length };

  return (
    <chakra.section
      ref={root}
      {...{ [CAROUSEL_ATTRIBUTE]: "" }}
      aria-roledescription="carousel"
      aria-label={copy.carouselLabel}
      maxW="4xl"
      mx="auto"
    >
      <Box overflow="hidden" borderRadius="3xl">
        <Flex
          id={SLIDES_ID}
          {...{ [CAROUSEL_TRACK_ATTRIBUTE]: "" }}
          aria-live="polite"
          transform={trackOffset(index)}
          // Under reduced motion the site's base styles make every transition instant.
          transition={`transform ${CAROUSEL_SLIDE_MS}ms ease-in-out`}
        >
          {items.map((item, slideIndex) => {
            const current = slideIndex === index;
            return (
              <chakra.div
                key={item.name}
                {...{ [CAROUSEL_SLIDE_ATTRIBUTE]: "" }}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(copy.slideLabel, { ...position, index: slideIndex + 1 })}
                aria-hidden={current ? undefined : true}
                data-current={current || undefined}
                flex="0 0 100%"
                display="flex"
                p={{ base: "6", md: "10" }}
                bg="brand.subtle"
              >
                <chakra.figure display="flex" flexDirection="column" flex="1" m="0">
                  <chakra.blockquote
                    flex="1"
                    fontSize={{ base: "lg", md: "xl" }}
                    lineHeight="1.6"
                    color="fg"
                  >
                    <p>“{item.quote}”</p>
                  </chakra.blockquote>
                  <Flex
                    as="figcaption"
                    mt="8"
                    gap="4"
                    align={{ base: "flex-start", md: "center" }}
                    direction={{ base: "column", md: "row" }}
                  >
                    <Flex align="center" gap="4" flex="1">
                      <Box boxSize="14" flexShrink={0} borderRadius="full" overflow="hidden">
                        <img
                          src={item.image}
                          alt={`Portrait of ${item.name}`}
                          width={56}
                          height={56}
                          loading="lazy"
                        />
                      </Box>
                      <Box>
                        <Text fontWeight="bold">{item.name}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {item.position}, {item.company}
                        </Text>
                      </Box>
                    </Flex>
                    <Box
                      px="4"
                      py="2"
                      borderRadius="xl"
                      bg="bg"
                      borderWidth="1px"
                      borderColor="brand.emphasized"
                    >
                      <Text fontSize="xs" fontWeight="semibold" color="brand.fg">
                        {item.businessUnit}
                      </Text>
                      <Text fontSize="sm" fontWeight="semibold">
                        <chakra.span srOnly>{copy.resultLabel}: </chakra.span>
                        {item.result}
                      </Text>
                    </Box>
                  </Flex>
                </chakra.figure>
              </chakra.div>
            );
          })}
        </Flex>
      </Box>
      <Flex align="center" justify="center" gap="3" mt="6">
        <Button
          variant="outline"
          size="md"
          aria-label={copy.previousLabel}
          aria-controls={SLIDES_ID}
          {...{ [CAROUSEL_MOVE_ATTRIBUTE]: "previous" }}
        >
          <Icon name="chevronLeft" />
        </Button>
        <Flex align="center" gap="1">
          {items.map((item, dotIndex) => (
            <chakra.button
              key={item.name}
              type="button"
              {...{ [CAROUSEL_DOT_ATTRIBUTE]: "" }}
              aria-label={fillTemplate(copy.dotLabel, { ...position, index: dotIndex + 1 })}
              aria-controls={SLIDES_ID}
              aria-current={dotIndex === index ? "true" : undefined}
              display="grid"
              placeItems="center"
              boxSize="8"
              borderRadius="full"
              cursor="pointer"
              focusVisibleRing="outside"
              focusRingColor="brand.500"
              // The shown slide's dot is drawn by its attribute, which the DOM code moves.
              css={{ "&[aria-current=true] > span": { width: "6", bg: "brand.600" } }}
            >
              <Box
                as="span"
                h="2.5"
                w="2.5"
                borderRadius="full"
                bg="ink.400"
                transitionProperty="background, width"
                transitionDuration="0.3s"
              />
            </chakra.button>
          ))}
        </Flex>
        <Button
          variant="outline"
          size="md"
          aria-label={copy.nextLabel}
          aria-controls={SLIDES_ID}
          {...{ [CAROUSEL_MOVE_ATTRIBUTE]: "next" }}
        >
          <Icon name="chevronRight" />
        </Button>
      </Flex>
    </chakra.section>
  );
}
