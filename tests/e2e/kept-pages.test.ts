import type { Browser, Locator, Page } from "playwright-core";
import footer from "../../content/data/footer.json";
import forms from "../../content/data/forms.json";
import { MOBILE, WHOLE_PAGE, hydrated, launch, openPage, settled, url } from "./site";
import { sourceOf, storedFor, uniqueEmail } from "./store";

const consent = footer.consent;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const holdsReactProps = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));

// React marks each element it listens for events on.
const reactListensOn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith("_reactListening")));

const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

/** Holds the islands' code back until the returned function is called. */
async function holdIslandCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/kept-islands/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * Types into an island's field while its code is held, then lets the code come: the island comes
 * to life (the `live` selector's element holds React's props) and keeps what was typed.
 */
async function typeUntilLive(
  page: Page,
  {
    field,
    email,
    release,
    live,
  }: { field: Locator; email: string; release: () => void; live: string },
): Promise<void> {
  await field.click();
  await page.keyboard.type(email);
  release();
  await expect(settled(() => holdsReactProps(page, live), true)).resolves.toBe(true);
  await expect(field.inputValue()).resolves.toBe(email);
}

/** The sources of the leads stored for this address, once one is (or after 20 s, none). */
async function storedSources(page: Page, email: string): Promise<(string | undefined)[]> {
  const deadline = Date.now() + 20_000;
  while ((await storedFor(email)).length === 0 && Date.now() < deadline)
    await page.waitForTimeout(200);
  return (await storedFor(email)).map(sourceOf);
}

describe("a kept page", () => {
  it.each([
    "/",
    "/advanced-tools",
    "/privacy-policy",
    "/about",
    "/services/saas-platforms",
    "/blog/scaling-framework",
    "/case-studies",
    "/blog",
  ])(
    "%s keeps its built HTML: React hydrates none of it, and neither Chakra nor its code loads",
    async (path) => {
      const { page, errors, close } = await openPage(browser, MOBILE);
      const scripts = scriptsOf(page);
      await page.goto(url(path));
      await hydrated(page);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-laid-out"));
      await expect(holdsReactProps(page, "[data-kept-page]")).resolves.toBe(false);
      await expect(holdsReactProps(page, "#gatsby-focus-wrapper")).resolves.toBe(false);
      // React's root stands apart: no event of the page passes through its listeners.
      await expect(reactListensOn(page, "#___gatsby")).resolves.toBe(false);
      await expect(holdsReactProps(page, "header")).resolves.toBe(false);
      await expect(holdsReactProps(page, "main")).resolves.toBe(false);
      await expect(holdsReactProps(page, "footer")).resolves.toBe(false);
      expect(scripts.filter((script) => /full-page|shell|kept-islands/.test(script))).toEqual([]);
      // Its HTML asks for no code to render it whole; a page that is not kept does.
      const preloads = (address: string) =>
        page.evaluate(async (target) => {
          const html = await (await fetch(target)).text();
          return [...html.matchAll(/<link rel="preload" as="script" href="\/([a-z-]+)-/g)].map(
            (match) => match[1],
          );
        }, url(address));
      await expect(preloads(path)).resolves.toEqual([]);
      await expect(preloads(WHOLE_PAGE)).resolves.toContain("full-page");
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("opens and closes the menu, and turns the header opaque on scroll, from DOM code", async () => {
    const { page, close } = await openPage(browser, MOBILE);
    await page.goto(url("/terms-of-service"));
    await hydrated(page);
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.tap();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await expect(
      settled(() => opener.evaluate((element) => element === document.activeElement), true),
    ).resolves.toBe(true);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(
      settled(() => page.getByRole("banner").getAttribute("data-scrolled"), "true"),
    ).resolves.toBe("true");
    await close();
  });

  it("asks for consent, takes the choice, and asks again from 'Cookie settings'", async () => {
    const { page, close } = await openPage(browser, MOBILE);
    await page.goto(url("/privacy-policy"));
    await hydrated(page);
    const banner = page.getByRole("region", { name: consent.heading });
    await banner.waitFor();
    await banner.getByRole("button", { name: consent.reject }).click();
    await banner.waitFor({ state: "hidden" });
    await page.getByText(consent.rejectedNotice).waitFor({ state: "attached" });
    const settings = page.getByRole("button", { name: consent.settings });
    await settings.click();
    await banner.waitFor();
    await expect(
      settled(() => banner.evaluate((element) => element === document.activeElement), true),
    ).resolves.toBe(true);
    await close();
  });

  it("brings the footer's sign-up to life when wanted, keeping what was typed, and it sends", async () => {
    const { page, close } = await openPage(browser, MOBILE);
    const scripts = scriptsOf(page);
    // The island's code held back until the visitor has typed.
    const release = await holdIslandCode(page);
    await page.goto(url("/privacy-policy"));
    await hydrated(page);
    expect(scripts.filter((script) => script.includes("kept-islands"))).toEqual([]);
    const email = uniqueEmail("kept");
    const form = page.getByRole("contentinfo");
    const field = form.getByLabel(/Email address/);
    await typeUntilLive(page, { field, email, release, live: "footer input[type=email]" });
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await form.getByRole("button", { name: footer.newsletter.button }).click();
    await form.getByRole("status").filter({ hasText: "Thank you for subscribing!" }).waitFor();
    await expect(storedSources(page, email)).resolves.toEqual(["footer_newsletter"]);
    await close();
  });

  it("moves the logo strip from DOM code, fetching nothing for it (/search shows it on arrival)", async () => {
    const { page, errors, close } = await openPage(browser, {
      ...MOBILE,
      reducedMotion: "no-preference",
    });
    const scripts = scriptsOf(page);
    await page.goto(url("/search"));
    await hydrated(page);
    const strip = page.locator("section[aria-labelledby='logo-strip-heading']");
    await expect(strip.isVisible()).resolves.toBe(true);
    await expect(settled(() => strip.getAttribute("data-rotating"), "true")).resolves.toBe("true");
    const active = () => strip.locator("li[data-active]").textContent();
    const first = await active();
    // The highlight moves on by itself.
    await page.waitForFunction(
      (shown) =>
        document.querySelector("section[aria-labelledby='logo-strip-heading'] li[data-active]")
          ?.textContent !== shown,
      first,
      { timeout: 8000 },
    );
    const dot = strip.getByRole("button", { name: "Highlight Harbour Homes" });
    await dot.click();
    await expect(active()).resolves.toBe("Harbour Homes");
    await expect(dot.getAttribute("aria-pressed")).resolves.toBe("true");
    expect(scripts.filter((script) => /full-page|shell|kept-islands/.test(script))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("brings the contact form to life only when reached into, keeping what was chosen", async () => {
    const { page, errors, close } = await openPage(browser, MOBILE);
    await page.goto(url("/contact"));
    await hydrated(page);
    const release = await holdIslandCode(page);
    const form = page.locator("[data-island=contact-form]");
    // On screen, yet it stays as built until the visitor reaches into it.
    await form.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.waitForTimeout(500);
    const live = "[data-island=contact-form] input[type=email]";
    await expect(holdsReactProps(page, live)).resolves.toBe(false);
    const budget = form.getByLabel(/Budget/);
    await budget.selectOption("$5,000 - $10,000");
    const email = uniqueEmail("kept-contact");
    await typeUntilLive(page, {
      field: form.getByLabel(/Email address/),
      email,
      release,
      live,
    });
    await expect(budget.inputValue()).resolves.toBe("$5,000 - $10,000");
    expect(errors).toEqual([]);
    await close();
  });

  it("brings a page's own form to life (the SaaS page's sidebar), keeping what was typed", async () => {
    const { page, errors, close } = await openPage(browser, MOBILE);
    const scripts = scriptsOf(page);
    const release = await holdIslandCode(page);
    await page.goto(url("/services/saas-platforms"));
    await hydrated(page);
    // Below the platforms on a phone: nothing of it loads on arrival.
    expect(scripts.filter((script) => /full-page|shell|kept-islands/.test(script))).toEqual([]);
    const sidebar = page.locator("[data-island=sidebar-magnet]");
    const field = sidebar.getByLabel(/Email address/);
    const email = uniqueEmail("kept-sidebar");
    await typeUntilLive(page, {
      field,
      email,
      release,
      live: "[data-island=sidebar-magnet] input[type=email]",
    });
    await sidebar.getByRole("button", { name: forms.sidebarMagnet.showMore }).click();
    await sidebar.getByRole("button", { name: forms.sidebarMagnet.showLess }).waitFor();
    await sidebar.getByRole("button", { name: forms.sidebarMagnet.button }).click();
    await sidebar.getByText(forms.sidebarMagnet.successTitle).waitFor();
    await expect(storedSources(page, email)).resolves.toEqual(["sidebar_lead_magnet"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("is loaded from the server by a link on a page rendered whole", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url(WHOLE_PAGE));
    await hydrated(page);
    const link = page.getByRole("banner").getByRole("link", { name: "About", exact: true });
    // The router's link, live: left to React, it would render the page in the browser.
    await expect(
      settled(
        () =>
          link.evaluate((element) =>
            Object.keys(element).some((key) => key.startsWith("__reactProps$")),
          ),
        true,
      ),
    ).resolves.toBe(true);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await link.click();
    await page.waitForURL(url("/about"));
    await hydrated(page);
    expect(documents).toEqual(["/about"]);
    await expect(holdsReactProps(page, "[data-kept-page]")).resolves.toBe(false);
    await expect(holdsReactProps(page, "main")).resolves.toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("loads the next page from the server after a client-side navigation, and the way back", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/privacy-policy"));
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    // Gatsby's own navigation, as code may call it: React's root stands apart from a kept page,
    // where a page it rendered would never be seen.
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/about"),
    );
    await page.waitForURL(url("/about"));
    await page.getByRole("heading", { level: 1, name: /Our Structure/ }).waitFor();
    await hydrated(page);
    expect(documents).toEqual(["/about"]);
    await expect(page.locator("[data-kept-page] main").count()).resolves.toBe(1);
    await page.goBack();
    await page.waitForURL(url("/privacy-policy"));
    await page.getByRole("heading", { level: 1, name: /Privacy/ }).waitFor();
    await expect(page.locator("[data-kept-page] main").count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
