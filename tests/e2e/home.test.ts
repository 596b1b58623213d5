import type { Browser, Page } from "playwright-core";
import home from "../../content/data/home.json";
import { AB_TESTS, abStorageKey } from "../../src/lib/ab";
import { carouselLive, hydrated, launch, openPage, url } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const AB_KEYS = AB_TESTS.map(abStorageKey);

/** A layout-shift performance entry (TypeScript's DOM library does not declare it). */
interface LayoutShiftEntry {
  value: number;
  sources: { node: Node | null }[];
}

// A visitor who accepted analytics (analytics.test.ts covers the consent itself): the Google tag's
// script is answered with an empty one here, and the events are read from its dataLayer.
async function recordEvents(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  await page.addInitScript(() => {
    const consent = { version: 1, choice: "granted", savedAt: "2026-01-01T00:00:00.000Z" };
    window.localStorage.setItem("analytics_consent", JSON.stringify(consent));
  });
}

const assignments = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter(
        (entry) => (entry as ArrayLike<unknown>)[1] === "ab_test_assignment",
      ).length,
  );

const storedVariations = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => window.localStorage.getItem(key)), AB_KEYS);

describe("A/B variations (docs/product.md#constants)", () => {
  it("are chosen once per visitor, kept across visits and reported once", async () => {
    const { page, errors, close } = await openPage(browser);
    await recordEvents(page);
    await page.goto(url("/"));
    await hydrated(page);
    await page.waitForFunction(() => window.localStorage.getItem("ab_test_hero_cta") !== null);

    const first = await storedVariations(page);
    for (const variation of first)
      expect(["control", "variant_b", "variant_c"]).toContain(variation);
    await expect(assignments(page)).resolves.toBe(3);

    await page.reload();
    await hydrated(page);
    await expect(storedVariations(page)).resolves.toEqual(first);
    await expect(assignments(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("show the stored call to action and value text, without moving the page", async () => {
    const { page, close } = await openPage(browser);
    await page.addInitScript(() => {
      window.localStorage.setItem("ab_test_hero_cta", "variant_c");
      window.localStorage.setItem("ab_test_value_proposition", "variant_b");
    });
    await page.goto(url("/"));
    await hydrated(page);

    const cta = home.hero.ctas.find((entry) => entry.variation === "variant_c")?.text ?? "";
    const value =
      home.hero.valuePropositions.find((entry) => entry.variation === "variant_b")?.text ?? "";
    const hero = page.getByRole("region", { name: home.hero.heading });
    await hero.getByRole("link", { name: cta }).waitFor();
    await hero.getByText(value).waitFor();
    // Only what moved inside the page's main content counts: a CPU-starved browser may paint the
    // header before the parser has reached its last items, which is not the variation's doing.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          const main = document.querySelector("main");
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as LayoutShiftEntry[])
              if (entry.sources.some((source) => source.node && main?.contains(source.node)))
                total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);
    await close();
  });
});

describe("testimonial carousel (WAI-ARIA carousel pattern)", () => {
  it("moves one slide at a time, wraps both ways and announces the slide", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/"));
    await hydrated(page);
    const { testimonials } = home;
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const next = carousel.getByRole("button", { name: testimonials.nextLabel });
    const previous = carousel.getByRole("button", { name: testimonials.previousLabel });
    await carouselLive(page);
    const visibleSlide = () =>
      carousel
        .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
        .getAttribute("aria-label");

    await expect(visibleSlide()).resolves.toBe("1 of 3");
    await next.click();
    await expect(visibleSlide()).resolves.toBe("2 of 3");
    await next.click();
    await next.click();
    await expect(visibleSlide()).resolves.toBe("1 of 3");
    await previous.click();
    await expect(visibleSlide()).resolves.toBe("3 of 3");
    await expect(carousel.locator('[aria-live="polite"]').count()).resolves.toBe(1);

    await carousel.getByRole("button", { name: "Show testimonial 2 of 3" }).click();
    await expect(visibleSlide()).resolves.toBe("2 of 3");
    await close();
  });
});
