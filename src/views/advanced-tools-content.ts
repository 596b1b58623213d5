import type { ToolsContent } from "../tools/ToolPanel";

/** What /advanced-tools renders from: the page's own content and every tool's. */
export interface AdvancedToolsContent {
  /** The page's own content. */
  content: NonNullable<Queries.AdvancedToolsPageQuery["advancedToolsJson"]>;
  /** Every tool's content. */
  tools: ToolsContent;
}

/**
 * /advanced-tools's content from its page query: read by the page, and by its tools' island on
 * the kept page, which renders from the same query data rather than a copy in the HTML.
 */
export function advancedToolsContent(data: Queries.AdvancedToolsPageQuery): AdvancedToolsContent {
  const { advancedToolsJson, calculatorsJson, portfolioQuizJson, assessmentJson } = data;
  const { clientDashboardJson, formsJson, contactJson } = data;
  if (
    !advancedToolsJson ||
    !calculatorsJson ||
    !portfolioQuizJson ||
    !assessmentJson ||
    !clientDashboardJson ||
    !formsJson ||
    !contactJson
  )
    throw new Error("Advanced tools content is missing");
  return {
    content: advancedToolsJson,
    tools: {
      calculators: calculatorsJson,
      portfolioQuiz: portfolioQuizJson,
      assessment: assessmentJson,
      dashboard: clientDashboardJson,
      notices: formsJson.notices,
      contactEmail: contactJson.email,
    },
  };
}
