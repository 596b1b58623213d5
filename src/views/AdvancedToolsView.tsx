import { useEffect, useRef } from "react";
import { CallToAction } from "../components/CallToAction";
import { PageHero } from "../components/PageHero";
import { Section } from "../components/Section";
import { staticPart } from "../components/static-part";
import { ToolPicker, toolOpenerId } from "../components/ToolPicker";
import { useParamSelection } from "../hooks/use-param-selection";
import { TOOL_INPUT_PARAMS, TOOL_PARAM } from "../lib/tools/tool-param";
import { TOOL_IDS, isToolId } from "../lib/tools/tool-ids";
import type { ToolsContent } from "../tools/ToolPanel";
import { ToolPanel } from "../tools/ToolPanel";

// Rendered only into the built HTML's noscript block: a browser with scripts never asks for it.
const MrrCalculatorWithoutScripts = staticPart(
  () => import("../tools/MrrCalculatorWithoutScripts"),
  "MrrCalculatorWithoutScripts",
);

export interface AdvancedToolsViewProps {
  /** The page's own content. */
  content: NonNullable<Queries.AdvancedToolsPageQuery["advancedToolsJson"]>;
  /** Every tool's content. */
  tools: ToolsContent;
}

/**
 * The Advanced tools page: a picker of tools; the chosen one replaces the picker, with 'Back to
 * Tools'. The choice is in the URL, so it survives a reload and Back closes it; a closed tool's
 * inputs leave the URL with it. Without scripts the picker's buttons cannot open a tool: under
 * them, a noscript block holds the MRR calculator as a plain form, which the server answers
 * (src/server/calculator-page.ts). The page ends with links to /contact and /case-studies.
 */
export function AdvancedToolsView({ content, tools }: AdvancedToolsViewProps) {
  const { selected, open, close } = useParamSelection(TOOL_PARAM, TOOL_IDS, {
    dropOnClose: TOOL_INPUT_PARAMS,
  });
  const tool = selected !== null && isToolId(selected) ? selected : null;
  const choice = content.tools.find((entry) => entry.id === tool);
  const mrrTool = content.tools.find((entry) => entry.id === "mrr-growth");

  // Closing a tool gives focus back to the button that opened it.
  const lastOpen = useRef<string | null>(null);
  useEffect(() => {
    if (tool) lastOpen.current = tool;
    else if (lastOpen.current) {
      document.getElementById(toolOpenerId(lastOpen.current))?.focus();
      lastOpen.current = null;
    }
  }, [tool]);

  return (
    <>
      <PageHero content={content.hero} />
      {tool && choice ? (
        <ToolPanel
          id={tool}
          choice={choice}
          content={tools}
          backLabel={content.backLabel}
          loadingLabel={content.loadingLabel}
          onBack={close}
        />
      ) : (
        <Section id="tool-picker" copy={content.pickerSection} tone="subtle">
          <ToolPicker tools={content.tools} onSelect={open} />
          {mrrTool && (
            // React draws a noscript's children only on the server: with scripts, the browser
            // keeps them as text, so they take no layout and nothing hydrates them.
            <noscript>
              <MrrCalculatorWithoutScripts
                name={mrrTool.name}
                intro={content.noScriptIntro}
                copy={tools.calculators.mrr}
                common={tools.calculators}
              />
            </noscript>
          )}
        </Section>
      )}
      <CallToAction id="advanced-tools-cta" content={content.callToAction} />
    </>
  );
}
