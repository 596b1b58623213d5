import { afterFirstPaint } from "../after-first-paint";
import { createConsentController, type ConsentController, type ConsentStorage } from "./controller";
import { measurementIdFrom } from "./gtag-commands";
import { trackPageView } from "./page-view";

/** The site's GA4 measurement id, set at build time (GATSBY_GA_MEASUREMENT_ID); null without one. */
export const SITE_MEASUREMENT_ID = measurementIdFrom(process.env.GATSBY_GA_MEASUREMENT_ID);

function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

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

let controller: ConsentController | null = null;

/** The one consent controller of the site (the banner, the footer link and the tag share it). */
export function siteConsent(): ConsentController {
  controller ??= createConsentController({
    measurementId: SITE_MEASUREMENT_ID,
    storage: browserStorage(),
    loadScript: loadWhenIdle,
    onStart: trackPageView,
  });
  return controller;
}
