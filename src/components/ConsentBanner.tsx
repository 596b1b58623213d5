import { Box } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import type { ConsentController } from "../browser/analytics/controller";
import { preloadable } from "../browser/preloadable";
import { useConsent } from "../hooks/use-consent";
import { usePreloadWhenIdle } from "../hooks/use-preload-when-idle";
import type { ConsentChoice } from "../lib/analytics/consent";

// Not in the page's first bundle: fetched after hydration when the visitor has not chosen, else once
// the browser is idle, so that the footer's settings link shows it within the same tap.
const { Component: ConsentPanel, preload: preloadConsentPanel } = preloadable(() =>
  import(/* webpackChunkName: "consent-panel" */ "./ConsentPanel").then(
    (module) => module.ConsentPanel,
  ),
);

export interface ConsentBannerProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.ConsentCopy;
  /** Holds the visitor's choice and loads the analytics tag once they accept. */
  controller: ConsentController;
  /** What it says once the visitor has chosen, when drawn as just after (stories start there). */
  initialNotice?: string;
}

/**
 * Asks for analytics consent, politely (a live region, never a focus trap). Nothing is rendered on
 * the server: the browser alone knows whether the visitor has chosen. Early in the document, so the
 * keyboard reaches it right after the skip link; once the visitor has chosen, the region says what
 * was chosen and where to change it.
 */
export function ConsentBanner({ copy, controller, initialNotice = "" }: ConsentBannerProps) {
  const { banner } = useConsent(controller);
  const [notice, setNotice] = useState(initialNotice);
  usePreloadWhenIdle(preloadConsentPanel);

  const choose = (choice: ConsentChoice) => {
    setNotice(choice === "granted" ? copy.acceptedNotice : copy.rejectedNotice);
    controller.choose(choice);
  };

  return (
    <Box aria-live="polite">
      {banner !== "hidden" && (
        <Suspense>
          <ConsentPanel copy={copy} reopened={banner === "settings"} onChoose={choose} />
        </Suspense>
      )}
      <Box srOnly>{banner === "hidden" ? notice : ""}</Box>
    </Box>
  );
}
