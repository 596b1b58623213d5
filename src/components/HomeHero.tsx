import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { attachAbTests } from "../browser/behaviours/ab-tests";
import { AB_TESTS_ATTRIBUTE, HERO_CTA, HERO_HEADLINE, VALUE_PROPOSITION } from "../lib/ab";
import { ActionButtons } from "./ActionButtons";
import { Eyebrow } from "./Eyebrow";
import { LinkButton } from "./LinkButton";
import { PAGE_HEADING_ID } from "./PageHero";
import { RippleGrid } from "./RippleGrid";
import { StackedVariations } from "./StackedVariations";

export interface HomeHeroProps {
  /** Heading, A/B-tested text and buttons, from content/data/home.json. */
  content: Queries.HomeHero;
  /** Shown under the calls to action: the headline figures. */
  children?: ReactNode;
}

// The headline test is assigned and reported like the others, but its variations are not
// displayed (see docs/product.md#constants).
const HERO_TESTS = [HERO_HEADLINE, VALUE_PROPOSITION, HERO_CTA].map((test) => test.name).join(" ");

/**
 * The home page's opening on the dark ripple grid: the page's h1, the A/B-tested value proposition
 * and call to action (drawn as the controls; the visitor's variation is shown by DOM code once the
 * page has loaded, without moving anything) and the secondary button.
 */
export function HomeHero({ content, children }: HomeHeroProps) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => (root.current ? attachAbTests(root.current) : undefined), []);
  return (
    <Box
      ref={root}
      {...{ [AB_TESTS_ATTRIBUTE]: HERO_TESTS }}
      as="section"
      aria-labelledby={PAGE_HEADING_ID}
      position="relative"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom="ink.950"
      gradientTo="brand.950"
      color="fg.inverted"
      py={{ base: "16", md: "24" }}
    >
      <RippleGrid />
      {/* Dims the grid under the text so the words keep their contrast wherever the dots move. */}
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        pointerEvents="none"
        bgImage="radial-gradient(ellipse 70% 60% at 30% 40%, {colors.ink.950} 20%, transparent 100%)"
      />
      <Container position="relative">
        <Box maxW="3xl">
          <Eyebrow inverted>{content.eyebrow}</Eyebrow>
          <Heading as="h1" id={PAGE_HEADING_ID} size="2xl" mt="3">
            {content.heading}
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="fg.invertedMuted" mt="5">
            <StackedVariations
              display="grid"
              variations={content.valuePropositions}
              test={VALUE_PROPOSITION.name}
            />
          </Text>
          <Flex align="center" gap="3" flexWrap="wrap" mt="8">
            <LinkButton
              to={content.cta.to}
              size="lg"
              variant="solid"
              shownText={content.ctas[0]?.text}
            >
              <StackedVariations
                variations={content.ctas}
                test={HERO_CTA.name}
                textAlign="center"
              />
            </LinkButton>
            <ActionButtons actions={[content.secondaryAction]} inverted />
          </Flex>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
