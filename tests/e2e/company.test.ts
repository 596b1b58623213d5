import type { Browser, Page } from "playwright-core";
import caseStudies from "../../content/data/case-studies.json";
import contactPage from "../../content/data/contact-page.json";
import embeds from "../../content/data/embeds.json";
import { DESKTOP, clickUntil, coverImages, hydrated, launch, openPage, settled, url } from "./site";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const study = (id: string) => {
  const found = caseStudies.studies.find((entry) => entry.id === id);
  if (!found) throw new Error(`no case study ${id}`);
  return found;
};

const dialogOpen = (page: Page) =>
  page.evaluate(() => document.querySelector("dialog[open]") !== null);

describe("case study covers", () => {
  it("are images named by their alt text, fetched only as they near the window", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/case-studies"));
    // The cards' covers; each study's dialog holds its own, closed until opened.
    await expect(coverImages(page, "main article:not(dialog article) img")).resolves.toEqual(
      caseStudies.studies.map(({ image, imageAlt }) => ({
        src: image,
        alt: imageAlt,
        width: "640",
        height: "360",
        loading: "lazy",
        fetchpriority: null,
      })),
    );
    expect(errors).toEqual([]);
    await close();
  });
});

describe("case study detail (WAI-ARIA modal dialog)", () => {
  it("opens from a card, names the study in the URL, and Escape gives focus back", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/case-studies"));
    await hydrated(page);
    const { title } = study("coaching-funnel");
    const opener = page.getByRole("button", { name: new RegExp(title) });
    await opener.click();

    const dialog = page.getByRole("dialog", { name: title });
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get("study")).toBe("coaching-funnel");
    await expect(dialog.evaluate((node) => node.contains(document.activeElement))).resolves.toBe(
      true,
    );
    await expect(
      page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    ).resolves.toBe("hidden");

    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelector("dialog[open]") === null);
    // Closing goes back in history, which lands a moment after the dialog has gone.
    const search = () => Promise.resolve(new URL(page.url()).search);
    await expect(settled(search, "")).resolves.toBe("");
    await expect(opener.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens on load from a shared link, and a click on the backdrop closes it", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/case-studies?study=healthcare-patient-acquisition"));
    await hydrated(page);
    const dialog = page.getByRole("dialog", {
      name: study("healthcare-patient-acquisition").title,
    });
    await dialog.waitFor();
    await expect(
      dialog.getByRole("link", { name: caseStudies.labels.book.label }).getAttribute("href"),
    ).resolves.toBe("/contact");

    await page.mouse.click(5, 5);
    await page.waitForFunction(() => document.querySelector("dialog[open]") === null);
    expect(new URL(page.url()).search).toBe("");
    await close();
  });

  it("opens from its card and closes without scripts", async () => {
    const { page, close } = await openPage(browser, { ...DESKTOP, javaScriptEnabled: false });
    await page.goto(url("/case-studies"));
    const { title } = study("coaching-funnel");
    await page.getByRole("button", { name: new RegExp(title) }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.waitFor();
    await expect(
      dialog.evaluate((node) => node instanceof HTMLDialogElement && node.matches(":modal")),
    ).resolves.toBe(true);
    await dialog.getByRole("button", { name: caseStudies.labels.close }).last().click();
    await dialog.waitFor({ state: "hidden" });
    await close();
  });

  it("ignores a study id it does not know", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/case-studies?study=no-such-study"));
    await hydrated(page);
    await expect(dialogOpen(page)).resolves.toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("contact page", () => {
  it("opens and closes FAQ answers (WAI-ARIA accordion)", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/contact"));
    await hydrated(page);
    const [first] = contactPage.faq;
    if (!first) throw new Error("no FAQ");
    const button = page.getByRole("button", { name: first.question });
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    // A kept page: the FAQ's DOM code comes after the page has loaded.
    await clickUntil(button, () => button.getAttribute("aria-expanded"), "true");
    await page.getByRole("region", { name: first.question }).getByText(first.answer).waitFor();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await close();
  });

  it("loads the map only when asked, keeping the address link", async () => {
    const { page, close } = await openPage(browser);
    const mapRequests: string[] = [];
    // No test needs the network; the map's address answers with a stand-in.
    await page.route(`${new URL(embeds.map.embedUrl).origin}/**`, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<p>map</p>" });
    });
    await page.goto(url("/contact"));
    await hydrated(page);
    await expect(page.locator("iframe").count()).resolves.toBe(0);
    expect(mapRequests).toEqual([]);
    await expect(
      page.getByRole("link", { name: embeds.map.linkLabel }).getAttribute("href"),
    ).resolves.toBe(embeds.map.linkUrl);

    const load = page.getByRole("button", { name: embeds.map.loadLabel });
    // A kept page's island: nearing leaves it as built; the press wakes it, and it presses the
    // button again once live.
    await load.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await expect(page.locator("iframe").count()).resolves.toBe(0);
    await load.click();
    await page.locator(`iframe[title="${embeds.map.title}"]`).waitFor();
    await expect(page.getByRole("link", { name: embeds.map.linkLabel }).count()).resolves.toBe(1);
    await close();
  });
});
