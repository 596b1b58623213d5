import { Box } from "@chakra-ui/react";
import { Suspense, type ReactNode } from "react";
import type { ConsentController } from "../browser/analytics/controller";
import type { HeaderAndFooterContent } from "../hooks/use-header-and-footer";
import type { LeadResult } from "../lib/leads/result";
import { ConsentBanner } from "./ConsentBanner";
import { ExitIntent } from "./ExitIntent";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { IslandMark } from "./IslandMark";
import { LogoStrip } from "./LogoStrip";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { StaticSection } from "./StaticSection";
import { staticPart } from "./static-part";

const TrustBadges = staticPart(() => import("./TrustBadges"), "TrustBadges");

export interface SiteShellProps {
  /** Header, footer, consent and popup content shared by every page. */
  chrome: HeaderAndFooterContent;
  /** The page's path; its link is marked as the current page. */
  currentPath: string;
  /** Sends the footer's newsletter sign-up; stories pass a stand-in. */
  subscribe: (email: string) => Promise<LeadResult>;
  /** Sends the exit popup's lead. */
  submitExitPopup: (email: string, choice: string) => Promise<LeadResult>;
  /** The year in the copyright line. */
  year: number;
  /** The visitor's analytics consent (the banner and the footer's link to change it). */
  consent: ConsentController;
  /** The page itself. */
  children: ReactNode;
}

/**
 * What every page shares: the skip link, the analytics consent banner (when the site has
 * analytics), the header, the page, the two trust strips and the footer. The Suspense boundaries
 * never suspend; they let React hydrate the header, the page and what follows it in separate,
 * interruptible passes instead of one long task that blocks input.
 */
export function SiteShell({
  chrome,
  currentPath,
  subscribe,
  submitExitPopup,
  year,
  consent,
  children,
}: SiteShellProps) {
  return (
    <>
      <SkipLink />
      {consent.available && <ConsentBanner copy={chrome.footer.consent} controller={consent} />}
      <Suspense>
        <Header
          siteTitle={chrome.siteTitle}
          navigation={chrome.navigation}
          currentPath={currentPath}
        />
      </Suspense>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" minH="50vh">
        <Suspense>{children}</Suspense>
      </Box>
      <Suspense>
        <LogoStrip heading={chrome.footer.logosHeading} logos={chrome.logos} />
        <StaticSection id="trust-badges">
          <TrustBadges badges={chrome.trustBadges} />
        </StaticSection>
      </Suspense>
      <Suspense>
        <Footer
          siteTitle={chrome.siteTitle}
          copy={chrome.footer}
          navigation={chrome.navigation}
          contact={chrome.contact}
          social={chrome.social}
          subscribe={subscribe}
          notices={chrome.forms.notices}
          year={year}
          onOpenConsentSettings={consent.available ? consent.openSettings : undefined}
        />
        <IslandMark name="exit-intent">
          <ShellExitIntent chrome={chrome} submit={submitExitPopup} />
        </IslandMark>
      </Suspense>
    </>
  );
}

/** The exit-intent popup with the site's words; on a kept page an island of its own. */
export function ShellExitIntent({
  chrome,
  submit,
}: {
  chrome: HeaderAndFooterContent;
  submit: (email: string, choice: string) => Promise<LeadResult>;
}) {
  return (
    <ExitIntent
      copy={chrome.forms.exitPopup}
      notices={chrome.forms.notices}
      magnets={chrome.leadMagnets}
      contactEmail={chrome.contact.email}
      submit={submit}
    />
  );
}
