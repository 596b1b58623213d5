import type { Browser } from "playwright-core";
import { hydrated, launch, openPage, url } from "./site";

const TEXT =
  "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

it("answers an unknown path with status 404 and the product's page", async () => {
  const response = await fetch(url("/no-such-page"));
  expect(response.status).toBe(404);
  const body = await response.text();
  expect(body).toContain("Page Not Found");
  expect(body).toContain(TEXT);
});

it("shows the 404 page in the shell, with links home and to /contact, and keeps it out of search", async () => {
  const { page, errors, close } = await openPage(browser);
  await page.goto(url("/services/no-such-service"));
  await hydrated(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
    "Page Not Found",
  );
  await expect(main.getByText(TEXT).count()).resolves.toBe(1);
  const hrefs = await main
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(["/", "/contact"]);
  await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe(
    "noindex, follow",
  );
  await expect(page.getByRole("navigation", { name: "Main" }).count()).resolves.toBe(1);
  expect(errors.filter((text) => !text.includes("404"))).toEqual([]);
  await close();
});

it("takes the visitor home from the 404 page", async () => {
  const { page, close } = await openPage(browser);
  await page.goto(url("/no-such-page"));
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
  await page.waitForURL(url("/"));
  await expect(page.getByRole("heading", { level: 1 }).count()).resolves.toBe(1);
  await close();
});
