import { Box, Container, Heading, Text } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import type { ToolId } from "../lib/tools/tool-ids";
import { Button } from "../components/Button";
import { Icon } from "../components/Icon";

// Each tool is its own bundle, loaded when the visitor opens it: the page ships only the picker.
const MrrCalculator = lazy(() =>
  import("./MrrCalculator").then((module) => ({ default: module.MrrCalculator })),
);
const PortfolioQuiz = lazy(() =>
  import("./PortfolioQuiz").then((module) => ({ default: module.PortfolioQuiz })),
);
const RoiCalculator = lazy(() =>
  import("./RoiCalculator").then((module) => ({ default: module.RoiCalculator })),
);
const BusinessAssessment = lazy(() =>
  import("./BusinessAssessment").then((module) => ({ default: module.BusinessAssessment })),
);
const ClientDashboard = lazy(() =>
  import("./ClientDashboard").then((module) => ({ default: module.ClientDashboard })),
);

/** What the five tools say, as /advanced-tools hands it to whichever tool is open. */
export interface ToolsContent {
  calculators: Queries.CalculatorsFieldsFragment;
  portfolioQuiz: Queries.PortfolioQuizFieldsFragment;
  assessment: Queries.AssessmentFieldsFragment;
  dashboard: Queries.ClientDashboardFieldsFragment;
  notices: Queries.FormNotices;
  contactEmail: string;
}

export interface ToolPanelProps {
  /** Which tool is shown. */
  id: ToolId;
  /** How the picker offered the tool: its name heads the calculators, which have no title. */
  choice: Queries.ToolChoice;
  /** Every tool's content; the panel shows the chosen tool's. */
  content: ToolsContent;
  /** Words of the Back to Tools button. */
  backLabel: string;
  /** Announced while the tool's code loads. */
  loadingLabel: string;
  /** Called by Back to Tools. */
  onBack: () => void;
}

/** The quizzes and the dashboard open with a title of their own; a calculator takes the tool's. */
function CalculatorTitle({
  choice,
  children,
}: {
  choice: Queries.ToolChoice;
  children: ReactNode;
}) {
  return (
    <>
      <Heading as="h2" size="xl">
        {choice.name}
      </Heading>
      <Text mt="3" mb={{ base: "8", md: "10" }} color="fg.muted" maxW="3xl">
        {choice.description}
      </Text>
      {children}
    </>
  );
}

/** The open tool of /advanced-tools, with its content; suspends while its bundle loads. */
function ToolBody({ id, choice, content }: Pick<ToolPanelProps, "id" | "choice" | "content">) {
  switch (id) {
    case "mrr-growth":
      return (
        <CalculatorTitle choice={choice}>
          <MrrCalculator copy={content.calculators.mrr} common={content.calculators} />
        </CalculatorTitle>
      );
    case "portfolio-quiz":
      return <PortfolioQuiz content={content.portfolioQuiz} />;
    case "automation-roi":
      return (
        <CalculatorTitle choice={choice}>
          <RoiCalculator copy={content.calculators.roi} common={content.calculators} />
        </CalculatorTitle>
      );
    case "business-assessment":
      return (
        <BusinessAssessment
          content={content.assessment}
          notices={content.notices}
          contactEmail={content.contactEmail}
        />
      );
    case "client-dashboard":
      return <ClientDashboard content={content.dashboard} />;
  }
}

/** Moves focus to the tool's first heading once the tool has arrived, so the visitor starts there. */
function FocusFirstHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = ref.current?.querySelector<HTMLElement>("h2, h3");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus();
  }, []);
  // A heading that takes focus to start the visitor there is not a control: no focus ring.
  return (
    <Box ref={ref} css={{ "& :is(h2, h3):focus": { outline: "none" } }}>
      {children}
    </Box>
  );
}

/**
 * The chosen Advanced tool with a 'Back to Tools' action. While the tool's code loads, a status
 * line holds its place.
 */
export function ToolPanel({
  id,
  choice,
  content,
  backLabel,
  loadingLabel,
  onBack,
}: ToolPanelProps) {
  return (
    <Box as="section" py={{ base: "10", md: "14" }} bg="bg.subtle">
      <Container>
        <Button variant="outline" onClick={onBack}>
          <Icon name="chevronLeft" />
          {backLabel}
        </Button>
        <Box mt={{ base: "8", md: "10" }}>
          <Suspense
            fallback={
              <Text role="status" minH="60vh" color="fg.muted">
                {loadingLabel}
              </Text>
            }
          >
            <FocusFirstHeading>
              <ToolBody id={id} choice={choice} content={content} />
            </FocusFirstHeading>
          </Suspense>
        </Box>
      </Container>
    </Box>
  );
}
