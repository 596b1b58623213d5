import { useLayoutEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { BlogNewsletter, type BlogNewsletterContent } from "../components/BlogNewsletter";
import { ContactForm, type ContactFormContent } from "../components/ContactForm";
import {
  EmbeddedCalculators,
  type EmbeddedCalculatorsProps,
} from "../components/EmbeddedCalculator";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { FooterNewsletter } from "../components/Footer";
import { LeadForm } from "../components/LeadForm";
import type { HomeLeadFormContent } from "../views/HomeView";
import { MapEmbed, type MapContent } from "../components/MapEmbed";
import { ShellExitIntent } from "../components/SiteShell";
import { SidebarLeadMagnet } from "../components/SidebarLeadMagnet";
import type { HeaderAndFooterContent } from "../hooks/use-header-and-footer";
import type { IslandName } from "../lib/kept-pages";
import { Provider } from "../provider";
import { RoiCalculator, type RoiCalculatorContent } from "../tools/RoiCalculator";
import { AdvancedTools } from "../tools/AdvancedTools";
import { advancedToolsContent } from "../views/advanced-tools-content";
import { carryOverFields, typedFields } from "./carry-over-fields";
import { pressAgain } from "./carry-over-press";
import type { SidebarMagnetContent } from "../views/SaasPlatformsView";
import {
  sendContactMessage,
  submitExitPopup,
  submitLeadForm,
  submitFooterNewsletter,
  submitSidebarMagnet,
} from "./leads/lazy-submissions";

export { prepareSystem } from "../theme";

/** An island brought to life: where it stands, which it is, and the props its mark carried. */
export interface LiveIsland {
  name: IslandName;
  element: Element;
  props: unknown;
}

/** What an island renders from: the shell's content, its mark's props, the page's query data. */
interface IslandSources {
  chrome: HeaderAndFooterContent;
  props: unknown;
  pageData: unknown;
}

/** Whether an island's props carry these keys (they were written by the build from its types). */
function carries<T>(props: unknown, keys: readonly (keyof T & string)[]): props is T {
  return typeof props === "object" && props !== null && keys.every((key) => key in props);
}

function sidebarMagnet(props: unknown): ReactNode {
  if (!carries<SidebarMagnetContent>(props, ["magnet", "copy", "notices", "contactEmail"]))
    throw new Error("The sidebar magnet's island mark carries no content");
  return <SidebarLeadMagnet {...props} submit={submitSidebarMagnet} />;
}

function blogNewsletter(props: unknown): ReactNode {
  if (!carries<BlogNewsletterContent>(props, ["copy", "notices", "contactEmail"]))
    throw new Error("The blog newsletter's island mark carries no content");
  return <BlogNewsletter {...props} />;
}

function contactForm(props: unknown): ReactNode {
  if (!carries<ContactFormContent>(props, ["copy", "notices", "requiredText", "contactEmail"]))
    throw new Error("The contact form's island mark carries no content");
  return <ContactForm {...props} submit={sendContactMessage} />;
}

function leadForm(props: unknown): ReactNode {
  if (!carries<HomeLeadFormContent>(props, ["copy", "notices", "requiredText", "contactEmail"]))
    throw new Error("The lead form's island mark carries no content");
  return <LeadForm {...props} submit={submitLeadForm} />;
}

function map(props: unknown): ReactNode {
  if (!carries<MapContent>(props, ["map", "frame"]))
    throw new Error("The map's island mark carries no content");
  return <MapEmbed {...props} />;
}

function externalCalculators(props: unknown): ReactNode {
  if (!carries<EmbeddedCalculatorsProps>(props, ["calculators", "notice", "frame"]))
    throw new Error("The external calculators' island mark carries no content");
  return <EmbeddedCalculators {...props} />;
}

function roiCalculator(props: unknown): ReactNode {
  if (!carries<RoiCalculatorContent>(props, ["copy", "common"]))
    throw new Error("The ROI calculator's island mark carries no content");
  return <RoiCalculator {...props} />;
}

function advancedTools(pageData: unknown): ReactNode {
  // advancedToolsContent checks each part of the query.
  if (!carries<Queries.AdvancedToolsPageQuery>(pageData, []))
    throw new Error("The advanced tools' page data is missing");
  return <AdvancedTools {...advancedToolsContent(pageData)} />;
}

const RENDER: Record<IslandName, (from: IslandSources) => ReactNode> = {
  "footer-newsletter": ({ chrome }) => (
    <FooterNewsletter
      copy={chrome.footer.newsletter}
      notices={chrome.forms.notices}
      contactEmail={chrome.contact.email}
      subscribe={submitFooterNewsletter}
    />
  ),
  "exit-intent": ({ chrome }) => <ShellExitIntent chrome={chrome} submit={submitExitPopup} />,
  "sidebar-magnet": ({ props }) => sidebarMagnet(props),
  "blog-newsletter": ({ props }) => blogNewsletter(props),
  "contact-form": ({ props }) => contactForm(props),
  map: ({ props }) => map(props),
  "external-calculators": ({ props }) => externalCalculators(props),
  "roi-calculator": ({ props }) => roiCalculator(props),
  "advanced-tools": ({ pageData }) => advancedTools(pageData),
  "lead-form": ({ props }) => leadForm(props),
};

/**
 * One island rendered into its place: in the same commit, before the frame is painted, the built
 * HTML it replaces goes, and what the visitor had typed there, where focus was, and a button
 * pressed there, carry over.
 */
function Island({ element, children }: { element: Element; children: ReactNode }) {
  // Read in the first render, before React adds the island's own nodes.
  const built = useRef<ChildNode[] | null>(null);
  built.current ??= [...element.childNodes];
  useLayoutEffect(() => {
    const nodes = built.current ?? [];
    const typed = typedFields(nodes);
    nodes.forEach((node) => node.remove());
    // Once React's commit is over (and before the frame is painted): an input event dispatched
    // inside it would have a controlled field put back as it was drawn.
    queueMicrotask(() => {
      carryOverFields(element, typed);
      pressAgain(element);
    });
  }, [element]);
  return <ErrorBoundary>{children}</ErrorBoundary>;
}

/** The kept page's live islands, each rendered into its place, under Chakra's provider. */
export function KeptIslands({
  chrome,
  pageData,
  live,
}: {
  chrome: HeaderAndFooterContent;
  /** The page's query data, as Gatsby fetched it for the page. */
  pageData: unknown;
  live: readonly LiveIsland[];
}) {
  return (
    <Provider>
      {live.map(({ name, element, props }) =>
        createPortal(
          <Island element={element}>{RENDER[name]({ chrome, props, pageData })}</Island>,
          element,
          name,
        ),
      )}
    </Provider>
  );
}
