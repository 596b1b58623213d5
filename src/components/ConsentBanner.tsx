import { Box } from "@chakra-ui/react";
import { useLayoutEffect, useRef } from "react";
import type { ConsentController } from "../browser/analytics/controller";
import { attachConsentBanner, CONSENT_BANNER } from "../browser/behaviours/consent-banner";
import { ConsentPanel } from "./ConsentPanel";

export interface ConsentBannerProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.ConsentCopy;
  /** Holds the visitor's choice and loads the analytics tag once they accept. */
  controller: ConsentController;
  /** What it says once the visitor has chosen, when drawn as just after (stories start there). */
  initialNotice?: string;
}

/**
 * Asks for analytics consent, politely (a live region, never a focus trap). The page's HTML holds
 * the question hidden: the browser alone knows whether the visitor has chosen, and the banner's
 * DOM code (attachConsentBanner) shows it. Early in the document, so the keyboard reaches it right
 * after the skip link; once the visitor has chosen, the region says what was chosen.
 */
export function ConsentBanner({ copy, controller, initialNotice = "" }: ConsentBannerProps) {
  const region = useRef<HTMLDivElement>(null);
  // In the commit, as React's own handlers would be: a story's first click already counts.
  useLayoutEffect(
    () => (region.current ? attachConsentBanner(region.current, controller) : undefined),
    [controller],
  );

  return (
    <Box
      ref={region}
      aria-live="polite"
      {...{
        [CONSENT_BANNER.region]: "",
        [CONSENT_BANNER.acceptedNotice]: copy.acceptedNotice,
        [CONSENT_BANNER.rejectedNotice]: copy.rejectedNotice,
      }}
    >
      <ConsentPanel copy={copy} />
      <Box srOnly {...{ [CONSENT_BANNER.notice]: "" }}>
        {initialNotice}
      </Box>
    </Box>
  );
}
