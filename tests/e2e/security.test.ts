import type { Browser, BrowserContextOptions } from "playwright-core";
import advancedTools from "../../content/data/advanced-tools.json";
import caseStudies from "../../content/data/case-studies.json";
import embeds from "../../content/data/embeds.json";
import forms from "../../content/data/forms.json";
import {
  MOBILE,
  OTHER_WHOLE_PAGE,
  WHOLE_PAGE,
  hydrated,
  interactive,
  launch,
  routeHome,
  url,
} from "./site";
import { expectClean, openWatched, scrollThrough } from "./watch";

// What the site does beyond loading a route (routes.test.ts sweeps every route), under the headers
// the production server sends (public/_headers, as a static host would): no lazy part, dialog,
// frame or runtime style breaks its Content-Security-Policy.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const open = (route: string, options?: BrowserContextOptions) =>
  openWatched(browser, route, options);

describe("the pages no route names, under the Content-Security-Policy", () => {
  it("an unknown path (the 404 page) and a client-only blog path get the headers too", async () => {
    for (const route of ["/no-such-page", "/blog/no-such-post"]) {
      const watched = await open(route);
      await expectClean(watched);
    }
  });
});

describe("what loads or styles itself later", () => {
  it("/case-studies: the modal dialog", async () => {
    const watched = await open("/case-studies");
    const [study] = caseStudies.studies;
    if (!study) throw new Error("no case study");
    // A kept page: the card's button opens the dialog without a script.
    await watched.page.getByRole("button", { name: new RegExp(study.title) }).click();
    await watched.page.getByRole("dialog", { name: study.title }).waitFor();
    await watched.page.keyboard.press("Escape");
    await expectClean(watched);
  });

  it("/advanced-tools: every tool's own bundle", async () => {
    const watched = await open("/advanced-tools");
    for (const tool of advancedTools.tools) {
      await watched.page.goto(url("/advanced-tools"));
      await hydrated(watched.page);
      // A kept page's island: the press wakes it, and it presses the button again once live.
      await watched.page.getByRole("button", { name: tool.openLabel }).click();
      // The opened tool's heading takes focus once its code has loaded.
      await watched.page.waitForFunction(
        (id) =>
          new URLSearchParams(location.search).get("tool") === id &&
          document.activeElement?.tagName === "H2",
        tool.id,
      );
      await watched.page.waitForLoadState("networkidle");
    }
    await expectClean(watched);
  });

  it("/ai-roi-tools: the external calculators' frames and the ROI calculator", async () => {
    const watched = await open("/ai-roi-tools");
    for (const calculator of embeds.calculators) {
      // Each frame loads when asked for; the button asked for goes, so the next is the first.
      // The first press wakes the kept page's island, which presses the button again once live.
      const load = watched.page.getByRole("button", { name: embeds.frame.load }).first();
      await load.click();
      await watched.page
        .locator(`iframe[title="${calculator.title}"]`)
        .waitFor({ state: "attached" });
    }
    await scrollThrough(watched.page);
    await expectClean(watched);
  });

  it("the home page after arriving from a thank-you page", async () => {
    // Gatsby changes route without loading a document: the first page's policy must allow it.
    const watched = await open(OTHER_WHOLE_PAGE);
    await hydrated(watched.page);
    await routeHome(watched.page);
    await scrollThrough(watched.page);
    await expectClean(watched);
  });

  it("/contact: the map's frame", async () => {
    const watched = await open("/contact");
    const load = watched.page.getByRole("button", { name: embeds.map.loadLabel });
    // A kept page's island: the press wakes it, and it presses the button again once live.
    await load.click();
    await watched.page.locator(`iframe[title="${embeds.map.title}"]`).waitFor();
    await expectClean(watched);
  });

  it("the exit-intent popup's lazy code", async () => {
    const watched = await open(WHOLE_PAGE);
    await interactive(watched.page.getByRole("contentinfo"));
    const dialog = watched.page.getByRole("dialog", { name: forms.exitPopup.heading });
    for (let tries = 0; tries < 20 && !(await dialog.isVisible()); tries += 1) {
      await watched.page.evaluate(() =>
        document.documentElement.dispatchEvent(
          new MouseEvent("mouseleave", { clientY: -1, relatedTarget: null }),
        ),
      );
      await watched.page.waitForTimeout(500);
    }
    await dialog.waitFor();
    await expectClean(watched);
  });

  it("the mobile menu", async () => {
    const watched = await open("/", MOBILE);
    // The button opens the menu with HTML's own command, no script needed.
    await watched.page.getByRole("button", { name: "Open menu" }).click();
    await watched.page.getByRole("dialog", { name: "Site menu" }).waitFor();
    await expectClean(watched);
  });
});

describe("frames and links to other sites", () => {
  it("the policy frames exactly the embeds in content", async () => {
    const response = await fetch(url("/"));
    const policy = response.headers.get("content-security-policy") ?? "";
    const frameSrc = policy.split("; ").find((directive) => directive.startsWith("frame-src "));
    const origins = [embeds.map.embedUrl, ...embeds.calculators.map((c) => c.embedUrl)].map(
      (address) => new URL(address).origin,
    );
    expect(frameSrc?.split(" ").slice(1).sort()).toEqual([...new Set(origins)].sort());
  });
});
