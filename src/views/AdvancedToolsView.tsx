import { CallToAction } from "../components/CallToAction";
import { IslandMark } from "../components/IslandMark";
import { PageHero } from "../components/PageHero";
import { AdvancedTools } from "../tools/AdvancedTools";
import type { AdvancedToolsContent } from "./advanced-tools-content";

export type AdvancedToolsViewProps = AdvancedToolsContent;

/**
 * The Advanced tools page: the hero, the tools (a picker, or the tool chosen), and links to
 * /contact and /case-studies. The tools are an island of a kept page (src/lib/kept-pages.ts),
 * rendered from the page's query data.
 */
export function AdvancedToolsView({ content, tools }: AdvancedToolsViewProps) {
  return (
    <>
      <PageHero content={content.hero} />
      <IslandMark name="advanced-tools">
        <AdvancedTools content={content} tools={tools} />
      </IslandMark>
      <CallToAction id="advanced-tools-cta" content={content.callToAction} />
    </>
  );
}
