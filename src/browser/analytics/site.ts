import { AB_TESTS, storedAssignments } from "../../lib/ab";
import { afterFirstPaint } from "../after-first-paint";
import { browserStorage } from "../browser-storage";
import { createConsentController, type ConsentController, type ConsentStorage } from "./controller";
import { measurementIdFrom } from "../../lib/analytics/gtag-commands";
import { trackPageView } from "./page-view";
import { track } from "./track";

/** The site's GA4 measurement id, set at build time (GATSBY_GA_MEASUREMENT_ID); null without one. */
export const SITE_MEASUREMENT_ID = measurementIdFrom(process.env.GATSBY_GA_MEASUREMENT_ID);

// An async script added by our bundle: no inline script, so a strict CSP only has to allow the
// tag's origin. It waits for the page to load and the browser to go idle.
function loadWhenIdle(url: string): void {
  afterFirstPaint(() => {
    const script = document.createElement("script");
    script.async = true;
    script.src = url;
    document.head.append(script);
  });
}

// The visitor has just accepted: this page is counted, and so are the A/B variations they were
// given before choosing, which went unreported because track sends nothing until then. Accepting
// again after a withdrawal (which removed the tag's cookies) starts a new analytics client, for
// which they are news again.
function reportOnAccept(storage: ConsentStorage | null): void {
  trackPageView();
  for (const assignment of storedAssignments(AB_TESTS, storage)) {
    track("ab_test_assignment", assignment);
  }
}

let controller: ConsentController | null = null;

/** The one consent controller of the site (the banner, the footer link and the tag share it). */
export function siteConsent(): ConsentController {
  if (controller) return controller;
  const storage = browserStorage();
  controller = createConsentController({
    measurementId: SITE_MEASUREMENT_ID,
    storage,
    loadScript: loadWhenIdle,
    onStart: () => reportOnAccept(storage),
  });
  return controller;
}
