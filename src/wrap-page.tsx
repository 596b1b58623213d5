import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import type { ReactNode } from "react";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { SiteShell } from "./components/SiteShell";
import { useChrome } from "./hooks/use-chrome";
import { subscribeFooterNewsletter } from "./lib/leads/footer-newsletter";
import { Provider } from "./provider";

function PageShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const chrome = useChrome();
  return (
    <SiteShell
      chrome={chrome}
      currentPath={pathname}
      subscribe={subscribeFooterNewsletter}
      year={new Date().getFullYear()}
    >
      {/* Keyed by route so that navigating away from a failed page clears the error. */}
      <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
    </SiteShell>
  );
}

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({
  element,
}) => (
  <Provider>
    <ErrorBoundary>{element}</ErrorBoundary>
  </Provider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] & GatsbySSR["wrapPageElement"] = ({
  element,
  props,
}) => <PageShell pathname={props.location.pathname}>{element}</PageShell>;
