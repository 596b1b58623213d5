import type { ReactNode } from "react";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { SiteShell } from "./components/SiteShell";
import { useHeaderAndFooter } from "./hooks/use-header-and-footer";
import { siteConsent } from "./browser/analytics/site";
import { submitExitPopup, submitFooterNewsletter } from "./browser/leads/lazy-submissions";
import { Provider } from "./provider";

export { prepareSystem } from "./theme";

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

/**
 * A page as React renders it: Chakra's provider, the shell and the page. The build renders every
 * page so; the browser too, except a kept page loaded from the server (src/browser/page-root.tsx),
 * and fetches this code (with Chakra) only then.
 *
 * The provider wraps the page, not the root: Gatsby also wraps each page's <Head> in
 * wrapRootElement, and a provider there would write Chakra's global styles into the head twice.
 * The outer boundary catches a failure of the shell itself; the inner one (in PageShell) keeps
 * the shell and replaces only the page.
 */
export function FullPage({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <Provider>
      <ErrorBoundary>
        <PageShell pathname={pathname}>{children}</PageShell>
      </ErrorBoundary>
    </Provider>
  );
}
