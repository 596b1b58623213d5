import { useEffect, useRef } from "react";
import { CallToAction } from "../components/CallToAction";
import { PageHero } from "../components/PageHero";
import { Section } from "../components/Section";
import { ToolPicker, toolOpenerId } from "../components/ToolPicker";
import { useParamSelection } from "../hooks/use-param-selection";
import { TOOL_PARAMS } from "../lib/tools/calculator-query";
import {
  TOOL_IDS,
  isToolId,
  type AdvancedToolsContent,
  type ToolsContent,
} from "../lib/content-tools";
import { ToolPanel } from "../tools/ToolPanel";

/** The query parameter that names the open tool (?tool=mrr-growth). */
export const TOOL_PARAM = "tool";

export interface AdvancedToolsViewProps {
  content: AdvancedToolsContent;
  tools: ToolsContent;
}

/**
 * SPEC §2 Advanced tools: a picker of five tools; the chosen one replaces the picker, with 'Back to
 * Tools'. The choice is in the URL, so it survives a reload and Back closes it; a closed tool's
 * inputs leave the URL with it. The page ends with links to /contact and /case-studies.
 */
export function AdvancedToolsView({ content, tools }: AdvancedToolsViewProps) {
  const { selected, open, close } = useParamSelection(TOOL_PARAM, TOOL_IDS, {
    dropOnClose: TOOL_PARAMS,
  });
  const tool = selected !== null && isToolId(selected) ? selected : null;

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
      {tool ? (
        <ToolPanel
          id={tool}
          content={tools}
          backLabel={content.backLabel}
          loadingLabel={content.loadingLabel}
          onBack={close}
        />
      ) : (
        <Section id="tool-picker" copy={content.pickerSection} tone="subtle">
          <ToolPicker tools={content.tools} onSelect={open} />
        </Section>
      )}
      <CallToAction id="advanced-tools-cta" content={content.callToAction} />
    </>
  );
}
