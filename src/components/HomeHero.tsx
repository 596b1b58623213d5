import { Box, Container, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useAbVariant } from "../hooks/use-ab-variant";
import { HERO_CTA, HERO_HEADLINE, shownVariation, VALUE_PROPOSITION } from "../lib/ab";
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

/**
 * The home page's opening on the dark ripple grid: the page's h1, the A/B-tested value proposition
 * and call to action (the visitor's variation, applied after hydration without moving anything) and
 * the secondary button.
 */
export function HomeHero({ content, children }: HomeHeroProps) {
  // The headline test is assigned and reported like the others, but its variations are not
  // displayed (see docs/product.md#constants).
  useAbVariant(HERO_HEADLINE);
  const valueProposition = useAbVariant(VALUE_PROPOSITION);
  const cta = useAbVariant(HERO_CTA);
  return (
    <Box
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
              chosen={valueProposition}
            />
          </Text>
          <Flex align="center" gap="3" flexWrap="wrap" mt="8">
            <LinkButton
              to={content.cta.to}
              size="lg"
              variant="solid"
              shownText={shownVariation(content.ctas, cta)?.text}
            >
              <StackedVariations variations={content.ctas} chosen={cta} textAlign="center" />
            </LinkButton>
            <ActionButtons actions={[content.secondaryAction]} inverted />
          </Flex>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
