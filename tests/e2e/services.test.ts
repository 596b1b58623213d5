import type { Browser, Locator, Page } from "playwright-core";
import services from "../../content/data/services.json";
import { hydrated, launch, openPage, url } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Where the element sits in the viewport, and where the sticky header ends. */
async function placement(page: Page, target: Locator) {
  const top = await target.evaluate((element) => element.getBoundingClientRect().top);
  const headerBottom = await page
    .getByRole("banner")
    .evaluate((header) => header.getBoundingClientRect().bottom);
  return { top, headerBottom };
}

async function landsBelowHeader(page: Page, id: string): Promise<void> {
  const target = page.locator(`#${id}`);
  await page.waitForFunction((anchor) => document.activeElement?.id === anchor, id);
  const { top, headerBottom } = await placement(page, target);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
  expect(top).toBeLessThan(headerBottom + 120);
}

describe("/services anchors (docs/product.md#departures)", () => {
  it("has a real element for every service id and portfolio id", async () => {
    const html = await (await fetch(url("/services"))).text();
    const ids = [...services.services.map((s) => s.id), ...services.portfolio.map((p) => p.id)];
    expect(ids).toHaveLength(15);
    for (const id of ids) expect(html).toContain(`id="${id}"`);
  });

  it("lands on the URL's anchor below the sticky header on load", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/services#smma-agency"));
    await hydrated(page);
    await landsBelowHeader(page, "smma-agency");
    expect(errors).toEqual([]);
    await close();
  });

  it("follows in-page hash changes", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/services"));
    await hydrated(page);
    await page.evaluate(() => {
      window.location.hash = "#crm-integration";
    });
    await landsBelowHeader(page, "crm-integration");
    await page.evaluate(() => {
      window.location.hash = "#archsourcer";
    });
    await landsBelowHeader(page, "archsourcer");
    await close();
  });

  it("lands on a portfolio anchor linked from another page's footer", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/about"));
    await hydrated(page);
    await page.getByRole("contentinfo").locator('a[href="/services#ecommerce"]').click();
    await page.waitForURL(/\/services#ecommerce$/);
    const target = page.locator("#ecommerce");
    await page.waitForFunction(() => {
      const element = document.getElementById("ecommerce");
      return element !== null && element.getBoundingClientRect().top < window.innerHeight / 2;
    });
    const { top, headerBottom } = await placement(page, target);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    await close();
  });
});
