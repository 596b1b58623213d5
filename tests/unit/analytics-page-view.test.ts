/** @jest-environment jsdom */
import type { Gtag } from "../../src/browser/analytics/track";
import {
  HEAD_WAIT_MS,
  trackPageView,
  trackPageViewAfterHead,
} from "../../src/browser/analytics/page-view";
import { setTrackingEnabled } from "../../src/browser/analytics/track";

let sent: unknown[][];

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  const gtag: Gtag = (...args) => {
    sent.push(args);
  };
  window.gtag = gtag;
  setTrackingEnabled(true);
  document.head.innerHTML = '<title data-gatsby-head="true">Home | Studio</title>';
});

afterEach(() => {
  jest.useRealTimers();
  delete window.gtag;
  setTrackingEnabled(false);
});

/** What Gatsby does first on a route change: the last page's head elements out. */
function removeHead(): void {
  document.head.querySelector("title")?.remove();
}

/** What Gatsby does once the new page's <Head> has rendered: its elements in, each marked. */
function applyHead(title: string): void {
  removeHead();
  const element = document.createElement("title");
  element.textContent = title;
  element.setAttribute("data-gatsby-head", "true");
  document.head.append(element);
}

/** What else lands in the head during a route change: lazy code, prefetches, style tags. */
function addOthers(): void {
  const script = document.createElement("script");
  script.src = "/tool-mrr.js";
  const prefetch = document.createElement("link");
  prefetch.rel = "prefetch";
  prefetch.href = "/page-data/about/page-data.json";
  const style = document.createElement("style");
  style.setAttribute("data-emotion", "css");
  document.head.append(script, prefetch, style);
}

/** Lets MutationObserver callbacks (microtasks) run, then the timers due by then. */
async function flush(ms = 0): Promise<void> {
  await Promise.resolve();
  jest.advanceTimersByTime(ms);
}

const pageView = (title: string) => [
  "event",
  "page_view",
  { page_title: title, page_location: window.location.href },
];

describe("trackPageView", () => {
  it("sends the title and address on screen", () => {
    trackPageView();
    expect(sent).toEqual([pageView("Home | Studio")]);
  });
});

describe("trackPageViewAfterHead", () => {
  it("waits for the new page's head, however late it comes, and sends its title once", async () => {
    trackPageViewAfterHead();
    await flush(HEAD_WAIT_MS - 1);
    expect(sent).toEqual([]);
    applyHead("About | Studio");
    await flush(0);
    expect(sent).toEqual([pageView("About | Studio")]);
    await flush(HEAD_WAIT_MS);
    expect(sent).toHaveLength(1);
  });

  it("does not go when the last page's head is taken out, only when the new one comes", async () => {
    trackPageViewAfterHead();
    removeHead();
    await flush(10);
    expect(sent).toEqual([]);
    applyHead("About | Studio");
    await flush(0);
    expect(sent).toEqual([pageView("About | Studio")]);
  });

  it("does not go for scripts, prefetch links or style tags added to the head meanwhile", async () => {
    trackPageViewAfterHead();
    removeHead();
    addOthers();
    await flush(10);
    expect(sent).toEqual([]);
    applyHead("About | Studio");
    await flush(0);
    expect(sent).toEqual([pageView("About | Studio")]);
  });

  it("sends nothing once cancelled: the visitor moved on before the head came", async () => {
    const cancel = trackPageViewAfterHead();
    cancel();
    applyHead("About | Studio");
    await flush(HEAD_WAIT_MS);
    expect(sent).toEqual([]);
  });

  it("sends what is shown after HEAD_WAIT_MS when the page adds no head", async () => {
    trackPageViewAfterHead();
    await flush(HEAD_WAIT_MS - 1);
    expect(sent).toEqual([]);
    await flush(1);
    expect(sent).toEqual([pageView("Home | Studio")]);
  });

  it("stops watching the head once sent", async () => {
    trackPageViewAfterHead();
    applyHead("About | Studio");
    await flush(0);
    applyHead("Contact | Studio");
    await flush(HEAD_WAIT_MS);
    expect(sent).toEqual([pageView("About | Studio")]);
  });
});
