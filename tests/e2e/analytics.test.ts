import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import blogPost from "../../content/data/blog-post.json";
import caseStudies from "../../content/data/case-studies.json";
import contactPage from "../../content/data/contact-page.json";
import embeds from "../../content/data/embeds.json";
import footer from "../../content/data/footer.json";
import forms from "../../content/data/forms.json";
import home from "../../content/data/home.json";
import navigation from "../../content/data/navigation.json";
import services from "../../content/data/services.json";
import { AB_TESTS, abStorageKey } from "../../src/lib/ab";
import {
  DESKTOP,
  clickUntil,
  hydrated,
  interactive,
  launch,
  MOBILE,
  settled,
  url,
  OTHER_WHOLE_PAGE,
  carouselLive,
  routeHome,
  WHOLE_PAGE,
} from "./site";
import { uniqueEmail } from "./store";

// Analytics against the built site. The build gate sets a made-up measurement id; the Google tag's
// address is answered here by a stand-in script, and any other request to a Google host is refused
// and recorded, so nothing leaves the machine and the tests see every attempt.

const copy = footer.consent;
const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};
const CONSENT_KEY = "analytics_consent";
const GOOGLE_HOST = /(?:^|\.)(?:google|googletagmanager|google-analytics|doubleclick)\.[a-z.]+$/;
const TAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=(G-[A-Z0-9]+)$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Visit {
  page: Page;
  /** Every request the page made to a Google host. */
  googleRequests: string[];
  errors: string[];
  close: () => Promise<void>;
}

async function visit(
  path: string,
  {
    consent,
    screen = DESKTOP,
  }: { consent?: "granted" | "denied"; screen?: BrowserContextOptions } = {},
): Promise<Visit> {
  const context = await browser.newContext({ ...screen, reducedMotion: "reduce" });
  const googleRequests: string[] = [];
  await context.route(
    (address) => GOOGLE_HOST.test(address.hostname),
    (route) => {
      const address = route.request().url();
      googleRequests.push(address);
      // A stand-in for gtag.js that only says it ran: the tests read the dataLayer it would read.
      return TAG_URL.test(address)
        ? route.fulfill({
            contentType: "text/javascript",
            body: "window.fakeTagRuns = (window.fakeTagRuns || 0) + 1;",
          })
        : route.abort();
    },
  );
  if (consent) {
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [
        CONSENT_KEY,
        JSON.stringify({ version: 1, choice: consent, savedAt: new Date().toISOString() }),
      ],
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(url(path));
  await hydrated(page);
  return { page, googleRequests, errors, close: () => context.close() };
}

/** What the page has handed to Google's tag, each entry as a plain array (dates as "date"). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    window.dataLayer?.map((entry) =>
      Array.from(entry as ArrayLike<unknown>, (value) => (value instanceof Date ? "date" : value)),
    ),
  );

/** The parameters of each event of this name sent so far. */
async function events(page: Page, name: string): Promise<unknown[]> {
  const entries = (await dataLayer(page)) ?? [];
  return entries.filter((entry) => entry[0] === "event" && entry[1] === name).map((e) => e[2]);
}

/**
 * Answers the page `link` leads to with 204 No Content, so the browser stays on this page and its
 * data layer can be read after the click: a link to a kept page loads it from the server.
 */
async function stayOnThePage(page: Page, link: Locator): Promise<void> {
  const target = await link.getAttribute("href");
  if (target === null) throw new Error(`${link.toString()} has no href`);
  await page.route(url(target), (route) => route.fulfill({ status: 204 }));
}

async function waitForEvent(page: Page, name: string, count = 1): Promise<unknown[]> {
  await page.waitForFunction(
    ([eventName, wanted]) =>
      (window.dataLayer ?? []).filter((entry) => {
        const args = entry as ArrayLike<unknown>;
        return args[0] === "event" && args[1] === eventName;
      }).length >= wanted,
    [name, count] as const,
  );
  return events(page, name);
}

const banner = (page: Page) => page.getByRole("region", { name: copy.heading });
/** The banner's element, for checks made inside the page. */
const BANNER_SELECTOR = '[aria-labelledby="consent-banner-heading"]';

/** Scrolls through the whole page in steps, as a reader would. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
}

async function nothingOfGoogle(session: Visit) {
  expect(session.googleRequests).toEqual([]);
  await expect(
    session.page.evaluate(() => ({
      gtag: typeof window.gtag,
      dataLayer: typeof window.dataLayer,
      cookies: document.cookie.split(";").filter((pair) => pair.trim().startsWith("_ga")),
    })),
  ).resolves.toEqual({ gtag: "undefined", dataLayer: "undefined", cookies: [] });
}

describe("consent (UK PECR)", () => {
  it("sends nothing at all before a choice, nor after Reject, and remembers Reject", async () => {
    const session = await visit("/");
    const { page } = session;
    await banner(page).waitFor();
    // A visitor who ignores the banner: reads, clicks, scrolls, moves to another page.
    await scrollThrough(page);
    // A kept page's link: a plain link, which loads the next page from the server.
    const cta = page.getByRole("banner").getByRole("link", { name: navigation.cta.label });
    await cta.click();
    await page.waitForURL(/\/contact\/?$/);
    await page.waitForTimeout(500);
    await nothingOfGoogle(session);

    // A kept page, loaded from the server: the banner's DOM code showed it, listening already.
    const reject = banner(page).getByRole("button", { name: copy.reject });
    await reject.click();
    await banner(page).waitFor({ state: "detached" });
    await scrollThrough(page);
    await page.getByRole("banner").getByRole("link", { name: "Services" }).click();
    await page.waitForURL(/\/services\/?$/);
    await page.waitForTimeout(500);
    await nothingOfGoogle(session);
    await expect(
      page.evaluate(
        (key) => JSON.parse(window.localStorage.getItem(key) ?? "{}").choice,
        CONSENT_KEY,
      ),
    ).resolves.toBe("denied");

    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(banner(page).count()).resolves.toBe(0);
    await nothingOfGoogle(session);
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it("offers Accept and Reject alike, in a region that never covers what has focus", async () => {
    for (const screen of [DESKTOP, MOBILE]) {
      const { page, close } = await visit("/about", { screen });
      const region = banner(page);
      await region.waitFor();
      const accept = region.getByRole("button", { name: copy.accept });
      const reject = region.getByRole("button", { name: copy.reject });
      const [a, r] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
      expect(Math.round(a?.height ?? 0)).toBe(Math.round(r?.height ?? -1));
      expect(Math.abs((a?.width ?? 0) - (r?.width ?? 0))).toBeLessThan(2);
      await expect(page.getByRole("dialog").count()).resolves.toBe(0);
      // The keyboard reaches it right after the skip link.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(
        region
          .getByRole("link", { name: copy.privacyLink.label })
          .evaluate((node) => node === document.activeElement),
      ).resolves.toBe(true);
      // Tabbing on through the page: whatever has focus stays above the banner (WCAG 2.4.11).
      const top = (await region.boundingBox())?.y ?? 0;
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate((selector) => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          const box = element.getBoundingClientRect();
          return { bottom: box.bottom, inBanner: Boolean(element.closest(selector)) };
        }, BANNER_SELECTOR);
        if (focused && !focused.inBanner) expect(focused.bottom).toBeLessThanOrEqual(top + 1);
      }
      await close();
    }
  });

  it("stacks the floating 'Book Free AI Demo' above the banner on /ai-roi-tools", async () => {
    const { page, close } = await visit("/ai-roi-tools");
    const region = banner(page);
    await region.waitFor();
    const demo = page.getByRole("link", { name: embeds.demoScheduler.label });
    await page.mouse.wheel(0, 1500);
    // The button moves up once the banner's height has been measured and reserved below it.
    const boxes = () => Promise.all([demo.boundingBox(), region.boundingBox()]);
    const stacked = async () => {
      const [demoBox, bannerBox] = await boxes();
      return (demoBox?.y ?? 0) + (demoBox?.height ?? 0) <= (bannerBox?.y ?? 0);
    };
    await settled(stacked, true);
    const [demoBox, bannerBox] = await boxes();
    expect((demoBox?.y ?? 0) + (demoBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
    expect(demoBox?.y ?? -1).toBeGreaterThanOrEqual(0);
    await close();
  });
});

describe("the Google tag after Accept", () => {
  it("loads only then, with Consent Mode's defaults before config, and counts the page", async () => {
    const session = await visit("/contact");
    const { page } = session;
    const accept = banner(page).getByRole("button", { name: copy.accept });
    // The banner's DOM code shows it, listening already.
    await banner(page).waitFor();
    await nothingOfGoogle(session);
    await accept.click();
    await page.waitForFunction(() => (window as { fakeTagRuns?: number }).fakeTagRuns === 1);
    const [tagRequest] = session.googleRequests;
    const id = TAG_URL.exec(tagRequest ?? "")?.[1];
    expect(session.googleRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`]);
    const entries = (await dataLayer(page)) ?? [];
    expect(entries.slice(0, 4)).toEqual([
      ["consent", "default", DENIED],
      ["js", "date"],
      [
        "config",
        id,
        {
          send_page_view: false,
          allow_google_signals: false,
          allow_ad_personalization_signals: false,
        },
      ],
      ["consent", "update", { ...DENIED, analytics_storage: "granted" }],
    ]);
    expect(await waitForEvent(page, "page_view")).toEqual([
      { page_title: await page.title(), page_location: url("/contact") },
    ]);
    await expect(banner(page).count()).resolves.toBe(0);
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it("reports the A/B variations given before the choice once the visitor accepts", async () => {
    const session = await visit("/");
    const { page } = session;
    const keys = AB_TESTS.map(abStorageKey);
    await page.waitForFunction(
      (names) => names.every((key) => window.localStorage.getItem(key) !== null),
      keys,
    );
    const stored = await page.evaluate(
      (names) => names.map((key) => window.localStorage.getItem(key)),
      keys,
    );
    await nothingOfGoogle(session);

    // A kept page: the banner's DOM code showed it, listening already.
    await banner(page).getByRole("button", { name: copy.accept }).click();
    expect(await waitForEvent(page, "ab_test_assignment", 3)).toEqual(
      AB_TESTS.map((test, index) => ({ test_name: test.name, variation: stored[index] })),
    );

    // Reported once: the next visit, with the choice remembered, counts the page and nothing more.
    await page.reload();
    await hydrated(page);
    await waitForEvent(page, "page_view");
    await expect(events(page, "ab_test_assignment")).resolves.toEqual([]);
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it("withdrawing from 'Cookie settings' denies again, stops events and clears the cookies", async () => {
    const { page, close } = await visit(OTHER_WHOLE_PAGE, { consent: "granted" });
    await waitForEvent(page, "page_view");
    await page.evaluate(() => {
      document.cookie = "_ga=GA1.1.111.222; Path=/";
    });
    const settings = page.getByRole("contentinfo").getByRole("button", { name: copy.settings });
    await settings.scrollIntoViewIfNeeded();
    await interactive(settings);
    await settings.click();
    const region = banner(page);
    await region.waitFor();
    await page.waitForFunction(
      (selector) => document.activeElement?.matches(selector),
      BANNER_SELECTOR,
    );
    await region.getByRole("button", { name: copy.reject }).click();
    await region.waitFor({ state: "detached" });
    await expect(settings.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    const entries = (await dataLayer(page)) ?? [];
    expect(entries.at(-1)).toEqual(["consent", "update", DENIED]);
    await scrollThrough(page);
    // Within the app: the router's navigation.
    await routeHome(page);
    await page.waitForTimeout(500);
    expect(await dataLayer(page)).toHaveLength(entries.length);
    await expect(page.evaluate(() => document.cookie.includes("_ga="))).resolves.toBe(false);
    await close();
  });
});

describe("docs/product.md#analytics-events events, with consent given", () => {
  it("page_view on the first page and on every route change, with the new title", async () => {
    const { page, close } = await visit(OTHER_WHOLE_PAGE, { consent: "granted" });
    expect(await waitForEvent(page, "page_view")).toEqual([
      { page_title: await page.title(), page_location: url(OTHER_WHOLE_PAGE) },
    ]);
    // The router's navigation (a link to a kept page loads it from the server).
    await routeHome(page);
    const views = await waitForEvent(page, "page_view", 2);
    expect(views[1]).toEqual({
      page_title: await page.title(),
      page_location: url("/"),
    });
    expect(views[1]).not.toEqual(views[0]);
    await close();
  });

  it("share from a post kept as built: the network's share page opens in a window", async () => {
    const slug = "scaling-framework";
    const { page, close } = await visit(`/blog/${slug}`, { consent: "granted" });
    await expect(page.locator("[data-kept-page]").count()).resolves.toBe(1);
    await page
      .context()
      .route("https://twitter.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Tweet</title>" }),
      );
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: blogPost.share.twitter }).first().click();
    const opened = await popup;
    await opened.waitForLoadState();
    const shared = new URL(opened.url());
    expect(shared.origin + shared.pathname).toBe("https://twitter.com/intent/tweet");
    expect(shared.searchParams.get("url")).toMatch(new RegExp(`/blog/${slug}$`));
    expect(await waitForEvent(page, "share")).toEqual([
      { method: "twitter", content_type: "article", item_id: slug },
    ]);
    // The click opened a window and left the post where it was.
    expect(page.url()).toBe(url(`/blog/${slug}`));
    await close();
  });

  it("button_click and generate_lead (engagement) from a lead call to action", async () => {
    const { page, close } = await visit("/", { consent: "granted" });
    // Clicks are reported by a document listener, whether React drew the link or the build did.
    const cta = page.getByRole("banner").getByRole("link", { name: navigation.cta.label });
    await stayOnThePage(page, cta);
    await cta.click();
    expect(await waitForEvent(page, "button_click")).toEqual([
      {
        event_label: navigation.cta.label,
        button_text: navigation.cta.label,
        variant: "solid",
        size: "sm",
      },
    ]);
    expect(await events(page, "generate_lead")).toEqual([
      { event_category: "engagement", event_label: navigation.cta.label },
    ]);
    await close();
  });

  it("button_click and generate_lead from the hero carry only the call to action shown", async () => {
    const { page, close } = await visit("/", { consent: "granted" });
    await page.evaluate(() => window.localStorage.setItem("ab_test_hero_cta", "variant_b"));
    await page.reload();
    await hydrated(page);
    const shown = home.hero.ctas.find((entry) => entry.variation === "variant_b")?.text ?? "";
    const cta = page
      .getByRole("region", { name: home.hero.heading })
      .getByRole("link", { name: shown });
    // Named so once the A/B tests' DOM code shows the visitor's variation.
    await cta.waitFor();
    await stayOnThePage(page, cta);
    await cta.click();
    const [click] = await waitForEvent(page, "button_click");
    expect(click).toMatchObject({ event_label: shown, button_text: shown });
    expect(await events(page, "generate_lead")).toEqual([
      { event_category: "engagement", event_label: shown },
    ]);
    await close();
  });

  it("view_service from the kept services pages: on load, and for a block once seen", async () => {
    const { page, close } = await visit("/services/ai-automation", { consent: "granted" });
    expect(await waitForEvent(page, "view_service")).toEqual([
      { service_id: "ai-automation", service_name: "AI automation" },
    ]);
    await page.goto(url("/services"));
    await hydrated(page);
    const [first] = services.services;
    await page.locator(`#${first?.id}`).scrollIntoViewIfNeeded();
    await page
      .locator(`#${first?.id}`)
      .evaluate((block) => block.scrollIntoView({ block: "center" }));
    expect(await waitForEvent(page, "view_service")).toContainEqual({
      service_id: first?.id,
      service_name: first?.name,
    });
    await close();
  });

  it("scroll_depth at 25, 50, 75 and 90 %, once each per page, and again on the next page", async () => {
    const { page, close } = await visit(OTHER_WHOLE_PAGE, { consent: "granted" });
    await scrollThrough(page);
    await scrollThrough(page);
    const once = [
      { event_label: "25%" },
      { event_label: "50%" },
      { event_label: "75%" },
      { event_label: "90%" },
    ];
    expect(await waitForEvent(page, "scroll_depth", 4)).toEqual(once);
    await page.evaluate(() => window.scrollTo(0, 0));
    await routeHome(page);
    await waitForEvent(page, "page_view", 2);
    await scrollThrough(page);
    expect(await waitForEvent(page, "scroll_depth", 8)).toEqual([...once, ...once]);
    await close();
  });

  it("time_on_page at 30, 60 and 120 seconds, and when the visitor leaves", async () => {
    const context = await browser.newContext(DESKTOP);
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [CONSENT_KEY, JSON.stringify({ version: 1, choice: "granted", savedAt: "2026-01-01" })],
    );
    await context.route(
      (address) => GOOGLE_HOST.test(address.hostname),
      (route) => route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(url("/blog"));
    await hydrated(page);
    await waitForEvent(page, "page_view");
    await page.clock.fastForward(125_000);
    expect(await waitForEvent(page, "time_on_page", 3)).toEqual([
      { event_label: "30", value: 30 },
      { event_label: "60", value: 60 },
      { event_label: "120", value: 120 },
    ]);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const [, , , left] = await waitForEvent(page, "time_on_page", 4);
    expect(left).toMatchObject({
      event_label: expect.stringMatching(/^\d+$/),
      page_location: url("/blog"),
    });
    expect((left as { value: number }).value).toBeGreaterThanOrEqual(125);
    await context.close();
  });

  it("user_engagement: a case study opened on its kept page, from DOM code", async () => {
    const { page, close } = await visit("/case-studies", { consent: "granted" });
    const [study] = caseStudies.studies;
    await page.getByRole("button", { name: new RegExp(study?.title ?? "") }).click();
    expect(await waitForEvent(page, "user_engagement")).toEqual([
      { engagement_type: "case_study_open", event_label: study?.id },
    ]);
    await close();
  });

  it("user_engagement: an FAQ answer opened and the testimonials moved", async () => {
    const contact = await visit("/contact", { consent: "granted" });
    const [first] = contactPage.faq;
    const question = contact.page.getByRole("button", { name: first?.question ?? "" });
    // A kept page: the FAQ's DOM code comes after the page has loaded.
    await clickUntil(question, () => question.getAttribute("aria-expanded"), "true");
    expect(await waitForEvent(contact.page, "user_engagement")).toEqual([
      { engagement_type: "faq_open", event_label: first?.question },
    ]);
    await contact.close();

    const start = await visit("/", { consent: "granted" });
    const next = start.page.getByRole("button", { name: home.testimonials.nextLabel });
    await next.scrollIntoViewIfNeeded();
    await carouselLive(start.page);
    await next.click();
    expect(await waitForEvent(start.page, "user_engagement")).toEqual([
      { engagement_type: "carousel_navigate", event_label: "next" },
    ]);
    await start.close();
  });

  it("lead_conversion for a successful exit-intent popup", async () => {
    const { page, close } = await visit(WHOLE_PAGE, { consent: "granted" });
    await interactive(page.getByRole("contentinfo"));
    const dialog = page.getByRole("dialog", { name: forms.exitPopup.heading });
    for (let tries = 0; tries < 20 && !(await dialog.isVisible()); tries += 1) {
      await page.evaluate(() =>
        document.documentElement.dispatchEvent(
          new MouseEvent("mouseleave", { clientY: -1, relatedTarget: null }),
        ),
      );
      await page.waitForTimeout(500);
    }
    await dialog.getByRole("radio", { name: /Strategy Call/ }).check();
    await dialog.getByLabel(/Email address/).fill(uniqueEmail("analytics-exit"));
    const submit = dialog.getByRole("button", { name: forms.exitPopup.callButton });
    await interactive(submit);
    await submit.click();
    await dialog.waitFor({ state: "hidden" });
    expect(await waitForEvent(page, "lead_conversion")).toEqual([{ source: "exit_intent_popup" }]);
    expect(await events(page, "generate_lead")).toEqual([
      { event_category: "form_submission", event_label: "exit_intent_popup" },
    ]);
    await close();
  });
});
