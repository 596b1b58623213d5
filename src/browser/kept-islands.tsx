import { useLayoutEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { ErrorBoundary } from "../components/ErrorBoundary";
import { FooterNewsletter } from "../components/Footer";
import { LogoStrip } from "../components/LogoStrip";
import { ShellExitIntent } from "../components/SiteShell";
import type { HeaderAndFooterContent } from "../hooks/use-header-and-footer";
import type { IslandName } from "../lib/kept-pages";
import { Provider } from "../provider";
import { carryOverFields, typedFields } from "./carry-over-fields";
import { submitExitPopup, submitFooterNewsletter } from "./leads/lazy-submissions";

export { prepareSystem } from "../theme";

/** A part of the shell brought to life: where it stands, and which it is. */
export interface LiveIsland {
  name: IslandName;
  element: Element;
}

const RENDER: Record<IslandName, (chrome: HeaderAndFooterContent) => ReactNode> = {
  "logo-strip": (chrome) => <LogoStrip heading={chrome.footer.logosHeading} logos={chrome.logos} />,
  "footer-newsletter": (chrome) => (
    <FooterNewsletter
      copy={chrome.footer.newsletter}
      notices={chrome.forms.notices}
      contactEmail={chrome.contact.email}
      subscribe={submitFooterNewsletter}
    />
  ),
  "exit-intent": (chrome) => <ShellExitIntent chrome={chrome} submit={submitExitPopup} />,
};

/**
 * One island rendered into its place: in the same commit, before the frame is painted, the built
 * HTML it replaces goes, and what the visitor had typed there, and where focus was, carries over.
 */
function Island({ element, children }: { element: Element; children: ReactNode }) {
  // Read in the first render, before React adds the island's own nodes.
  const built = useRef<ChildNode[] | null>(null);
  built.current ??= [...element.childNodes];
  useLayoutEffect(() => {
    const nodes = built.current ?? [];
    const typed = typedFields(nodes);
    nodes.forEach((node) => node.remove());
    carryOverFields(element, typed);
  }, [element]);
  return <ErrorBoundary>{children}</ErrorBoundary>;
}

/** The kept page's live islands, each rendered into its place, under Chakra's provider. */
export function KeptIslands({
  chrome,
  live,
}: {
  chrome: HeaderAndFooterContent;
  live: readonly LiveIsland[];
}) {
  return (
    <Provider>
      {live.map(({ name, element }) =>
        createPortal(<Island element={element}>{RENDER[name](chrome)}</Island>, element, name),
      )}
    </Provider>
  );
}
