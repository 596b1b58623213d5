import { useEffect, useState } from "react";
import { useHeaderAndFooter } from "../hooks/use-header-and-footer";
import { AB_TESTS_ATTRIBUTE } from "../lib/ab/marks";
import { ACCORDION_ATTRIBUTE } from "../lib/accordion";
import { CAROUSEL_ATTRIBUTE } from "../lib/carousel";
import { RIPPLE_GRID_ATTRIBUTE } from "../lib/ripple-grid-mode";
import { BLOG_FILTERS_ATTRIBUTE } from "../lib/blog/list-marks";
import { LOGO_STRIP_ATTRIBUTE } from "../lib/logo-strip";
import { SEARCH_PAGE_ATTRIBUTE } from "../lib/search/page-marks";
import { URL_DIALOG_ATTRIBUTE } from "../lib/selection-param";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  isIslandName,
  KEPT_PAGE_ATTRIBUTE,
  REACHED_ISLANDS,
  wantedOnArrival,
} from "../lib/kept-pages";
import { afterFirstPaint } from "./after-first-paint";
import { endFirstPaintHold } from "./end-first-paint-hold";
import { watchPresses } from "./carry-over-press";
import type { LiveIsland } from "./kept-islands";
import { watchServiceViews } from "./analytics/service-views";
import { siteConsent } from "./analytics/site";
import {
  attachConsentBanner,
  CONSENT_BANNER,
  onConsentSettingsClick,
} from "./behaviours/consent-banner";
import { watchHeaderScroll } from "./behaviours/header-scroll";
import { followHash } from "./behaviours/follow-hash";
import { attachFloatingAction, FLOATING_ACTION_ATTRIBUTE } from "./behaviours/floating-action";
import { attachLogoStrip } from "./behaviours/logo-strip";
import { attachMobileMenu } from "./behaviours/mobile-menu";
import { aMouseCanLeave } from "./mouse-can-leave";
import { preloadable } from "./preloadable";
import { untilWanted } from "./until-wanted";

const islands = preloadable(() =>
  import(/* webpackChunkName: "kept-islands" */ "./kept-islands").then(async (module) => {
    await module.prepareSystem();
    return module.KeptIslands;
  }),
);

// DOM code that one page needs, fetched by a page that has what it works on and attached to each
// element `marks` selects.
const PAGE_BEHAVIOURS: {
  marks: string;
  load: () => Promise<(element: HTMLElement) => () => void>;
}[] = [
  {
    marks: `[${BLOG_FILTERS_ATTRIBUTE}]`,
    load: () =>
      import(/* webpackChunkName: "blog-filters" */ "./behaviours/blog-filters").then(
        (module) => module.attachBlogFilters,
      ),
  },
  {
    marks: `[${AB_TESTS_ATTRIBUTE}]`,
    load: () =>
      import(/* webpackChunkName: "ab-tests" */ "./behaviours/ab-tests").then(
        (module) => module.attachAbTests,
      ),
  },
  {
    marks: `[${CAROUSEL_ATTRIBUTE}]`,
    load: () =>
      import(/* webpackChunkName: "carousel" */ "./behaviours/carousel").then(
        (module) => module.attachCarousel,
      ),
  },
  {
    marks: `canvas[${RIPPLE_GRID_ATTRIBUTE}]`,
    load: () =>
      import(/* webpackChunkName: "ripple-grid" */ "./behaviours/ripple-grid").then(
        (module) => (canvas: HTMLElement) =>
          canvas instanceof HTMLCanvasElement ? module.attachRippleGrid(canvas) : () => {},
      ),
  },
  {
    marks: `[${ACCORDION_ATTRIBUTE}]`,
    load: () =>
      import(/* webpackChunkName: "accordion" */ "./behaviours/accordion").then(
        (module) => module.attachAccordions,
      ),
  },
  {
    marks: `[${SEARCH_PAGE_ATTRIBUTE}]`,
    load: () =>
      import(/* webpackChunkName: "search" */ "./behaviours/search").then(
        (module) => module.attachSearch,
      ),
  },
  {
    // The dialogs name the open one in the URL together: attached once, to the page's content.
    marks: `main:has([${URL_DIALOG_ATTRIBUTE}])`,
    load: () =>
      import(/* webpackChunkName: "case-study-dialogs" */ "./behaviours/case-study-dialogs").then(
        (module) => module.attachCaseStudyDialogs,
      ),
  },
];

// Only a mouse leaves the window through its top edge: the exit popup waits on nothing else,
// and never comes to life on a touch screen.
function whereAMouseCanLeave(): Promise<void> {
  return new Promise((resolve) => {
    if (aMouseCanLeave()) afterFirstPaint(resolve);
  });
}

/** The props an island's mark carries (a page's own island), or null. */
function islandProps(element: Element): unknown {
  const written = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  return written === null ? null : JSON.parse(written);
}

/**
 * What a kept page does, from its built HTML: the header's scroll state and the menu, the consent
 * banner and 'Cookie settings', landing on the URL's hash, the service views, the logo strip's
 * rotation, the home hero's A/B texts and ripple grid, the testimonials' carousel, the case
 * studies' dialogs, the blog list's filters, the search and the FAQ (DOM code,
 * as the whole page's components use it), and each island brought to life when wanted: the ROI
 * calculator as it nears the screen, a form, a frame's facade or the tool picker once the visitor
 * reaches into it (REACHED_ISLANDS), the advanced tools at once when the address names a tool,
 * the exit popup where a mouse can leave the window.
 */
function startKeptPage(root: Element, goLive: (island: LiveIsland) => void): () => void {
  const stops: (() => void)[] = [];
  const header = root.querySelector("header");
  if (header) stops.push(watchHeaderScroll(header));
  const strip = root.querySelector(`[${LOGO_STRIP_ATTRIBUTE}]`);
  if (strip instanceof HTMLElement) stops.push(attachLogoStrip(strip));
  const floatingAction = root.querySelector(`[${FLOATING_ACTION_ATTRIBUTE}]`);
  if (floatingAction instanceof HTMLElement) stops.push(attachFloatingAction(floatingAction));
  const menu = header?.querySelector("[popover]");
  if (menu instanceof HTMLElement) stops.push(attachMobileMenu(menu));
  const consent = siteConsent();
  const banner = root.querySelector(`[${CONSENT_BANNER.region}]`);
  if (banner instanceof HTMLElement) stops.push(attachConsentBanner(banner, consent));
  stops.push(onConsentSettingsClick(() => consent.openSettings()));
  // A kept page is a document the browser loaded (with its hash).
  stops.push(followHash({ scrolledByBrowser: true }), watchServiceViews(root));

  let stopped = false;
  for (const { marks, load } of PAGE_BEHAVIOURS) {
    const marked = [...root.querySelectorAll(marks)].filter(
      (element): element is HTMLElement => element instanceof HTMLElement,
    );
    if (marked.length === 0) continue;
    void load().then((attach) => {
      if (!stopped) stops.push(...marked.map((element) => attach(element)));
    });
  }
  for (const element of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE);
    if (!isIslandName(name)) continue;
    const presses = watchPresses(element);
    stops.push(presses.stop);
    const wanted =
      name === "exit-intent"
        ? whereAMouseCanLeave()
        : wantedOnArrival(name, window.location.search)
          ? Promise.resolve()
          : untilWanted(element, { nearing: !REACHED_ISLANDS.includes(name) });
    void wanted
      .then(() => islands.preload())
      .then(() => presses.settled())
      .then(() => {
        if (stopped) return;
        endFirstPaintHold();
        goLive({ name, element, props: islandProps(element) });
      });
  }
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}

/**
 * A kept page loaded from the server (src/lib/kept-pages.ts): its built HTML stays as it is, and
 * React, rendering apart from the document (renderApart), draws none of it. The shell's islands
 * render into their places in the built HTML once wanted, as portals, with Chakra's code fetched
 * then (src/browser/kept-islands.tsx).
 */
export function KeptPage({ pageData }: { pageData: unknown }) {
  const chrome = useHeaderAndFooter();
  const [live, setLive] = useState<readonly LiveIsland[]>([]);
  useEffect(() => {
    const root = document.querySelector(`[${KEPT_PAGE_ATTRIBUTE}]`);
    if (!root) return;
    return startKeptPage(root, (island) => setLive((now) => [...now, island]));
  }, []);
  return live.length > 0 ? (
    <islands.Component chrome={chrome} pageData={pageData} live={live} />
  ) : null;
}
