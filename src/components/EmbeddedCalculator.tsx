import { Grid, Heading, Text } from "@chakra-ui/react";
import { Card } from "./Card";
import { FrameFacade, type FramePhase } from "./FrameFacade";

export interface EmbeddedCalculatorProps {
  /** The external calculator: its title, address and fallback link, from content. */
  calculator: Queries.EmbeddedCalculator;
  /** Says where the frame comes from and when it loads. */
  notice: string;
  /** What its frame says while loading and if it fails (content/data/embeds.json). */
  frame: Queries.FrameCopy;
  /** Where its frame starts: stories show each phase at once. */
  initialPhase?: FramePhase;
}

const FRAME_HEIGHT = { base: "560px", md: "620px" };

/**
 * An external calculator: its name and what it does, then a card with a button that loads it in a
 * titled frame (a third party's page loads only when the visitor asks), and the link that opens
 * the same calculator on its own, with or without script.
 */
export function EmbeddedCalculator({
  calculator,
  notice,
  frame,
  initialPhase,
}: EmbeddedCalculatorProps) {
  const headingId = `${calculator.id}-heading`;
  const noticeId = `${calculator.id}-notice`;
  return (
    <Card headingId={headingId} p={{ base: "5", md: "6" }}>
      <Heading as="h3" size="lg" id={headingId}>
        {calculator.title}
      </Heading>
      <Text id={noticeId} color="fg.muted" fontSize="sm" mt="2" mb="5">
        {notice}
      </Text>
      <FrameFacade
        name={calculator.title}
        description={calculator.description}
        describedBy={noticeId}
        src={calculator.embedUrl}
        loadLabel={frame.load}
        copy={frame}
        link={{ url: calculator.embedUrl, label: calculator.linkLabel }}
        frameHeight={FRAME_HEIGHT}
        initialPhase={initialPhase}
      />
    </Card>
  );
}

/** The external calculators, side by side from the large breakpoint: what their island renders from. */
export interface EmbeddedCalculatorsProps {
  calculators: readonly Queries.EmbeddedCalculator[];
  notice: string;
  frame: Queries.FrameCopy;
}

/** The external calculators, each behind its own card. */
export function EmbeddedCalculators({ calculators, notice, frame }: EmbeddedCalculatorsProps) {
  return (
    <Grid templateColumns={{ base: "1fr", lg: "repeat(2, minmax(0, 1fr))" }} gap="6">
      {calculators.map((calculator) => (
        <EmbeddedCalculator
          key={calculator.id}
          calculator={calculator}
          notice={notice}
          frame={frame}
        />
      ))}
    </Grid>
  );
}
