import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import type { ReactNode } from "react";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { SiteShell } from "./components/SiteShell";
import { useHeaderAndFooter } from "./hooks/use-header-and-footer";
import { siteConsent } from "./browser/analytics/site";
import { submitExitPopup, submitFooterNewsletter } from "./browser/leads/lazy-submissions";
import { Provider } from "./provider";

function PageShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const chrome = useHeaderAndFooter();
  return (
    <SiteShell
      chrome={chrome}
      currentPath={pathname}
      subscribe={submitFooterNewsletter}
      submitExitPopup={submitExitPopup}
      year={new Date().getFullYear()}
      consent={siteConsent()}
    >
      {/* Keyed by route so that navigating away from a failed page clears the error. */}
      <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
    </SiteShell>
  );
}

// The provider wraps the page, not the root: Gatsby also wraps each page's <Head> in
// wrapRootElement, and a provider there would write Chakra's global styles into the head twice.
// The outer boundary catches a failure of the shell itself; the inner one (in PageShell) keeps the
// shell and replaces only the page.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => (
  <Provider>
    <ErrorBoundary>
      <PageShell pathname={props.location.pathname}>{element}</PageShell>
    </ErrorBoundary>
  </Provider>
);
