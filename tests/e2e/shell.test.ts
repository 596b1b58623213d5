import type { Browser, Page } from "playwright-core";
import {
  DESKTOP,
  MOBILE,
  OTHER_WHOLE_PAGE,
  WHOLE_PAGE,
  hydrated,
  launch,
  openPage,
  routeHome,
  settled,
  url,
} from "./site";
import {
  DRAWN_NEAR_SCREEN_PARTS,
  FIRST_PAINT_ATTRIBUTE,
} from "../../src/components/drawn-near-screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

it("turns the header more opaque once the page has scrolled more than 20px", async () => {
  const { page, close } = await openPage(browser);
  await page.goto(url("/services"));
  await hydrated(page);
  const header = page.getByRole("banner");
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect(header.getAttribute("data-scrolled")).resolves.toBe("false");
  const before = await background();
  await page.evaluate(() => window.scrollTo(0, 21));
  await page.waitForFunction(() => document.querySelector("header")?.dataset.scrolled === "true");
  // The background eases over the header's transition: wait for it to move, rather than read it
  // at the transition's first frame, where it still equals the start.
  await page.waitForFunction((start) => {
    const element = document.querySelector("header");
    return element !== null && getComputedStyle(element).backgroundColor !== start;
  }, before);
  expect(await background()).not.toBe(before);
  await close();
});

it("starts every route change at the top of the new page", async () => {
  const { page, close } = await openPage(browser);
  await page.goto(url(OTHER_WHOLE_PAGE));
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // The router's navigation: a link to a kept page loads it from the server.
  await routeHome(page);
  await page.waitForFunction(() => window.scrollY === 0);
  await close();
});

// Whether a part's content is drawn: inside a part whose rendering the browser skips, it is not.
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate(
      (part) => part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? null,
    );

it("draws the logo strip, trust badges and footer only as they near the screen", async () => {
  const { page, close } = await openPage(browser, MOBILE);
  await page.goto(url("/contact"));
  await hydrated(page);
  const parts = [
    "section[aria-labelledby='logo-strip-heading']",
    "section[aria-label='Security and trust']",
    "footer",
  ];
  for (const part of parts) await expect(drawn(page, part)).resolves.toBe(false);
  for (const part of parts) {
    await page.locator(part).evaluate((element) => element.scrollIntoView());
    await expect(settled(() => drawn(page, part), true)).resolves.toBe(true);
  }
  await close();
});

it("holds each part near the screen back from the first frame, while the built page loads", async () => {
  const { page, close } = await openPage(browser, MOBILE);
  const response = await page.goto(url("/blog/saas-launch-guide"));
  // The built page marks its root until a script draws into it.
  expect(await response?.text()).toMatch(new RegExp(`<html[^>]* ${FIRST_PAINT_ATTRIBUTE}=""`));
  const marked = (on: Page) =>
    on.evaluate(
      (attribute) => document.documentElement.hasAttribute(attribute),
      FIRST_PAINT_ATTRIBUTE,
    );
  await hydrated(page);
  const notAuto = (selector: string) =>
    [...document.querySelectorAll(selector)].filter(
      (part) => getComputedStyle(part).contentVisibility !== "auto",
    ).length;
  // None is left hidden once its first frame has passed.
  await expect(page.evaluate(notAuto, DRAWN_NEAR_SCREEN_PARTS)).resolves.toBe(0);
  // A part as the parser or a script adds it (the first article block and the footer, copied):
  // hidden in the style of its first frame while the page is marked, laid out at once after.
  const copyParts = (marked: boolean) =>
    page.evaluate(
      ({ selector, attribute, marked }) => {
        document.documentElement.toggleAttribute(attribute, marked);
        const parts = [...document.querySelectorAll(selector)].filter(
          (part) => !part.hasAttribute("data-copy"),
        );
        return [parts[0], parts.at(-1)].map((part) => {
          const copy = part?.cloneNode(true);
          if (!(copy instanceof HTMLElement)) return null;
          copy.setAttribute("data-copy", "");
          part?.after(copy);
          return getComputedStyle(copy).contentVisibility;
        });
      },
      { selector: DRAWN_NEAR_SCREEN_PARTS, attribute: FIRST_PAINT_ATTRIBUTE, marked },
    );
  // A kept page keeps the mark while none of its islands has come to life: ending the hold would
  // restyle and lay out every held part again.
  await expect(marked(page)).resolves.toBe(true);
  await expect(copyParts(false)).resolves.toEqual(["auto", "auto"]);
  await expect(copyParts(true)).resolves.toEqual(["hidden", "hidden"]);
  await expect(settled(() => page.evaluate(notAuto, "[data-copy]"), 0)).resolves.toBe(0);
  // A page rendered whole ends it as the app's code starts, before React draws.
  await page.goto(url(WHOLE_PAGE));
  await hydrated(page);
  await expect(marked(page)).resolves.toBe(false);
  await close();
});

it("lays out the parts below the screen while idle, so the first Tab lays out nothing", async () => {
  const { page, close } = await openPage(browser, MOBILE);
  await page.goto(url("/blog/saas-launch-guide"));
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-laid-out"));
  // Still skipped: laid out is not drawn.
  await expect(drawn(page, "footer")).resolves.toBe(false);
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await page.keyboard.press("Tab");
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
    "Skip to main content",
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      name: string;
      ts: number;
      dur?: number;
      tid: number;
      args?: { data?: { type?: string } };
    }[];
  };
  const keydown = trace.traceEvents.find(
    (event) => event.name === "EventDispatch" && event.args?.data?.type === "keydown",
  );
  expect(keydown).toBeDefined();
  const during = trace.traceEvents.filter(
    (event) =>
      event.name === "Layout" &&
      event.tid === keydown?.tid &&
      event.ts >= keydown.ts &&
      event.ts <= keydown.ts + (keydown.dur ?? 0),
  );
  expect(during).toEqual([]);
  await close();
});

it("lands on the anchor a footer portfolio link names, below the sticky header", async () => {
  const { page, close } = await openPage(browser);
  await page.goto(url("/about"));
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Portfolio" })
    .getByRole("link", { name: "SMMA Agency" })
    .click();
  await page.waitForURL(url("/services#smma-agency"));
  await page.waitForFunction(() => window.scrollY > 0);
  const top = await page
    .locator("#smma-agency")
    .evaluate((element) => element.getBoundingClientRect().top);
  const headerHeight = await page
    .getByRole("banner")
    .evaluate((element) => element.getBoundingClientRect().height);
  expect(top).toBeGreaterThanOrEqual(headerHeight - 1);
  await close();
});

describe("mobile menu", () => {
  it("opens, leads to a page and closes without scripts", async () => {
    const { page, close } = await openPage(browser, { ...MOBILE, javaScriptEnabled: false });
    await page.goto(url("/"));
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Case Studies" }).click();
    await page.waitForURL(url("/case-studies"));
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
    await close();
  });

  it("opens full screen, locks the page, closes on Escape and returns focus", async () => {
    const { page, close } = await openPage(browser, MOBILE);
    await page.goto(url("/"));
    await hydrated(page);
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
    await expect(
      page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    ).resolves.toBe("hidden");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect(
      page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    ).resolves.not.toBe("hidden");
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await close();
  });

  it("takes focus as it shows and keeps Tab inside it", async () => {
    const { page, close } = await openPage(browser, MOBILE);
    await page.goto(url("/"));
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Site menu" }).waitFor();
    // Where focus is among the menu's controls: -1 outside the menu.
    const focused = () =>
      page.evaluate(() => {
        const menu = document.querySelector("[role=dialog][aria-modal=true]");
        const controls = [...(menu?.querySelectorAll("a[href], button") ?? [])];
        return {
          at: controls.indexOf(document.activeElement ?? document.body),
          of: controls.length,
        };
      });
    const { at, of } = await focused();
    expect(at).toBe(0);
    await page.keyboard.press("Shift+Tab");
    await expect(focused()).resolves.toEqual({ at: of - 1, of });
    for (let press = 1; press <= of; press += 1) {
      await page.keyboard.press("Tab");
      await expect(focused()).resolves.toEqual({ at: (of - 1 + press) % of, of });
    }
    await close();
  });

  it("closes on navigation and the new page scrolls again", async () => {
    const { page, close } = await openPage(browser, MOBILE);
    await page.goto(url("/"));
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.getByRole("link", { name: "Case Studies" }).click();
    await page.waitForURL(url("/case-studies"));
    await dialog.waitFor({ state: "hidden" });
    await expect(
      page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    ).resolves.not.toBe("hidden");
    await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
    await close();
  });
});

it("keeps the build's global CSS through hydration and route changes, never inserting it again", async () => {
  const { page, errors, close } = await openPage(browser);
  const globalCss = () =>
    page.evaluate(() => {
      const tags = [...document.querySelectorAll("style")].filter((tag) =>
        tag.textContent?.includes("--chakra-colors-brand-600:"),
      );
      return {
        tags: tags.map((tag) => tag.dataset.emotion),
        brand: getComputedStyle(document.documentElement).getPropertyValue(
          "--chakra-colors-brand-600",
        ),
      };
    });
  // Read from the built HTML: with little to hydrate, the page may have taken the tag over by
  // the time the load event lets the test in.
  const html = await (await fetch(url(OTHER_WHOLE_PAGE))).text();
  const builtTags = [...html.matchAll(/<style data-emotion="([^"]*)"[^>]*>([^<]*)</g)]
    .filter(([, , css]) => css.includes("--chakra-colors-brand-600:"))
    .map(([, name]) => name);
  expect(builtTags).toEqual([expect.stringMatching(/^css-global \S+$/)]);
  await page.goto(url(OTHER_WHOLE_PAGE));
  await hydrated(page);
  // Chakra's <Global> takes the build's tag over (Emotion drops the name from it) rather than
  // inserting the same CSS again.
  const adopted = { tags: ["css-global"], brand: "#5a40e6" };
  await expect(globalCss()).resolves.toEqual(adopted);
  // The router's navigation, which renders the home page whole.
  await routeHome(page);
  await expect(globalCss()).resolves.toEqual(adopted);
  expect(errors).toEqual([]);
  await close();
});

it("hydrates without moving the build's style tags (each move restyles the whole page)", async () => {
  const { page, errors, close } = await openPage(browser);
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { movedStyleTags: moved });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement && node.dataset.emotion)
            moved.push(node.dataset.emotion.split(" ")[0]);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url(OTHER_WHOLE_PAGE));
  await hydrated(page);
  await expect(
    page.evaluate(() => document.querySelectorAll("head style[data-emotion]").length),
  ).resolves.toBeGreaterThan(1);
  await expect(
    page.evaluate(() => (window as Window & { movedStyleTags?: string[] }).movedStyleTags),
  ).resolves.toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

describe("the exit popup's code", () => {
  // It opens only when a mouse leaves the window. The parts below the screen are laid out in the
  // browser's idle periods too (data-laid-out once done): by then the idle fetches have begun.
  const fetchedWhenIdle = async (options: typeof MOBILE) => {
    const { page, close } = await openPage(browser, options);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(url("/about"));
    await hydrated(page);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-laid-out"));
    await page.waitForTimeout(500);
    await close();
    return scripts.some((script) => script.includes("exit-popup"));
  };

  it("is fetched ahead where a mouse can leave the window", async () => {
    await expect(fetchedWhenIdle(DESKTOP)).resolves.toBe(true);
  });

  it("is not fetched on a touch screen, where the popup never opens", async () => {
    await expect(fetchedWhenIdle(MOBILE)).resolves.toBe(false);
  });
});
