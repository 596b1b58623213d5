import { useEffect, useRef } from "react";
import { Section } from "../components/Section";
import { staticPart } from "../components/static-part";
import { ToolPicker, toolOpenerId } from "../components/ToolPicker";
import { useParamSelection } from "../hooks/use-param-selection";
import { TOOL_INPUT_PARAMS, TOOL_PARAM } from "../lib/tools/tool-param";
import { TOOL_IDS, isToolId } from "../lib/tools/tool-ids";
import type { AdvancedToolsContent } from "../views/advanced-tools-content";
import { ToolPanel } from "./ToolPanel";

// Rendered only into the built HTML's noscript block: a browser with scripts never asks for it.
const MrrCalculatorWithoutScripts = staticPart(
  () => import("./MrrCalculatorWithoutScripts"),
  "MrrCalculatorWithoutScripts",
);

/**
 * The tools of /advanced-tools: a picker of tools; the chosen one replaces the picker, with 'Back
 * to Tools'. The choice is in the URL, so it survives a reload and Back closes it; a closed tool's
 * inputs leave the URL with it, and focus goes back to the button that opened it. Without scripts
 * the picker's buttons cannot open a tool: under them, a noscript block holds the MRR calculator
 * as a plain form, which the server answers (src/server/calculator-page.ts).
 */
export function AdvancedTools({ content, tools }: AdvancedToolsContent) {
  const { selected, open, close } = useParamSelection(TOOL_PARAM, TOOL_IDS, {
    dropOnClose: TOOL_INPUT_PARAMS,
  });
  const tool = selected !== null && isToolId(selected) ? selected : null;
  const choice = content.tools.find((entry) => entry.id === tool);
  const mrrTool = content.tools.find((entry) => entry.id === "mrr-growth");

  const lastOpen = useRef<string | null>(null);
  useEffect(() => {
    if (tool) lastOpen.current = tool;
    else if (lastOpen.current) {
      document.getElementById(toolOpenerId(lastOpen.current))?.focus();
      lastOpen.current = null;
    }
  }, [tool]);

  if (tool && choice)
    return (
      <ToolPanel
        id={tool}
        choice={choice}
        content={tools}
        backLabel={content.backLabel}
        loadingLabel={content.loadingLabel}
        onBack={close}
      />
    );
  return (
    <Section id="tool-picker" copy={content.pickerSection} tone="subtle">
      <ToolPicker tools={content.tools} onSelect={open} />
      {mrrTool && (
        // React draws a noscript's children only on the server: with scripts, the browser keeps
        // them as text, so they take no layout and nothing hydrates them.
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
  );
}
