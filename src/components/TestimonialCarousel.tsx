import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { track } from "../browser/analytics/track";
import { CAROUSEL_SLIDE_MS } from "../lib/constants";
import { nextIndex, previousIndex } from "../lib/cycle";
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
 * testimonial whichever is shown.
 */
export function TestimonialCarousel({ items, copy, initialIndex = 0 }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(initialIndex);
  const slideRefs = useRef<(HTMLElement | null)[]>([]);
  const count = items.length;
  const moved = (label: string) =>
    track("user_engagement", { engagement_type: "carousel_navigate", event_label: label });
  const previous = () => {
    moved("previous");
    setIndex((current) => previousIndex(current, count));
  };
  const next = () => {
    moved("next");
    setIndex((current) => nextIndex(current, count));
  };
  const position = { count };

  // React 18 has no `inert` prop: hidden slides are made inert on the element itself.
  useEffect(() => {
    slideRefs.current.forEach((slide, slideIndex) => {
      if (slide) slide.inert = slideIndex !== index;
    });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };

  return (
    <chakra.section
      aria-roledescription="carousel"
      aria-label={copy.carouselLabel}
      onKeyDown={onKeyDown}
      maxW="4xl"
      mx="auto"
    >
      <Box overflow="hidden" borderRadius="3xl">
        <Flex
          id={SLIDES_ID}
          aria-live="polite"
          transform={`translateX(-${index * 100}%)`}
          // Under reduced motion the site's base styles make every transition instant.
          transition={`transform ${CAROUSEL_SLIDE_MS}ms ease-in-out`}
        >
          {items.map((item, slideIndex) => {
            const current = slideIndex === index;
            return (
              <chakra.div
                key={item.name}
                ref={(element: HTMLElement | null) => {
                  slideRefs.current[slideIndex] = element;
                }}
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
          onClick={previous}
        >
          <Icon name="chevronLeft" />
        </Button>
        <Flex align="center" gap="1">
          {items.map((item, dotIndex) => (
            <chakra.button
              key={item.name}
              type="button"
              aria-label={fillTemplate(copy.dotLabel, { ...position, index: dotIndex + 1 })}
              aria-controls={SLIDES_ID}
              aria-current={dotIndex === index ? "true" : undefined}
              onClick={() => {
                moved(`slide ${dotIndex + 1}`);
                setIndex(dotIndex);
              }}
              display="grid"
              placeItems="center"
              boxSize="8"
              borderRadius="full"
              cursor="pointer"
              focusVisibleRing="outside"
              focusRingColor="brand.500"
            >
              <Box
                as="span"
                h="2.5"
                w={dotIndex === index ? "6" : "2.5"}
                borderRadius="full"
                bg={dotIndex === index ? "brand.600" : "ink.400"}
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
          onClick={next}
        >
          <Icon name="chevronRight" />
        </Button>
      </Flex>
    </chakra.section>
  );
}
