import type { Browser, Page } from "playwright-core";
import advancedTools from "../../content/data/advanced-tools.json";
import aiRoiTools from "../../content/data/ai-roi-tools.json";
import assessment from "../../content/data/assessment.json";
import calculators from "../../content/data/calculators.json";
import clientDashboard from "../../content/data/client-dashboard.json";
import embeds from "../../content/data/embeds.json";
import { hydrated, interactive, launch, MOBILE, openPage, settled, url } from "./site";
import { storedFor, uniqueEmail } from "./store";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const tool = (id: string) => {
  const found = advancedTools.tools.find((entry) => entry.id === id);
  if (!found) throw new Error(`no tool ${id}`);
  return found;
};

/** The figure shown beside a result's label (the calculators' dt/dd pairs). */
const figure = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").textContent();

/** Opens /ai-roi-tools and types into the ROI calculator's monthly revenue once it has hydrated. */
async function typeRevenue(page: Page, text: string) {
  await page.goto(url("/ai-roi-tools"));
  await hydrated(page);
  const revenue = page.getByLabel(calculators.roi.fields.monthlyRevenue.label);
  // The calculator hydrates as the visitor nears it.
  await revenue.scrollIntoViewIfNeeded();
  await interactive(revenue);
  await revenue.fill(text);
  return revenue;
}

const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );

describe("/ai-roi-tools", () => {
  it("shows the hero figures, the lazy external calculators and the ROI calculator's defaults", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/ai-roi-tools"));
    await hydrated(page);
    await expect(page.title()).resolves.toContain(aiRoiTools.meta.title);
    for (const stat of aiRoiTools.stats)
      await expect(page.getByText(stat.value, { exact: true }).isVisible()).resolves.toBe(true);

    // The external frames load only when the visitor asks for them, each behind its own card;
    // the button asked for goes, so the next one is the first.
    await expect(page.locator("iframe").count()).resolves.toBe(0);
    for (const calculator of embeds.calculators) {
      await page.getByRole("heading", { name: calculator.title }).scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: embeds.frame.load }).first().click();
      const frame = page.locator(`iframe[title="${calculator.title}"]`);
      await frame.waitFor({ state: "attached" });
      await expect(frame.getAttribute("src")).resolves.toBe(calculator.embedUrl);
      const fallback = page.getByRole("link", { name: calculator.linkLabel });
      await expect(fallback.getAttribute("href")).resolves.toBe(calculator.embedUrl);
      await expect(fallback.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    }

    // The ROI calculator's defaults: 50000, 10, sales, 60, 15000.
    const { figures } = calculators.roi;
    await expect(figure(page, figures.monthlySavings)).resolves.toBe("£312.50");
    await expect(figure(page, figures.additionalRevenue)).resolves.toBe("£15,000");
    await expect(figure(page, figures.paybackPeriod)).resolves.toContain("1.0");
    await expect(figure(page, figures.annualROI)).resolves.toBe("1,225%");
    await expect(figure(page, figures.efficiencyGain)).resolves.toBe("40%");
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps 'Book Free AI Demo' in reach without covering the footer or what has focus", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/ai-roi-tools"));
    await hydrated(page);
    const demo = page.getByRole("link", { name: embeds.demoScheduler.label });
    await expect(demo.getAttribute("href")).resolves.toBe(embeds.demoScheduler.url);
    await expect(demo.getAttribute("target")).resolves.toBe("_blank");
    const inView = () =>
      demo.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect(inView()).resolves.toBe(true);
    await page.mouse.wheel(0, 1500);
    await expect(inView()).resolves.toBe(true);

    // At the end of the page it sits in its own space, above the footer, not over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const [buttonBottom, footerTop] = await Promise.all([
      demo.evaluate((node) => node.getBoundingClientRect().bottom),
      page.locator("footer").evaluate((node) => node.getBoundingClientRect().top),
    ]);
    expect(buttonBottom).toBeLessThanOrEqual(footerTop);

    // Keyboard focus is scrolled clear of it (WCAG 2.4.11).
    await expect(
      page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom),
    ).resolves.not.toBe("auto");
    await close();
  });

  it("takes a keystroke the moment the calculator hydrates on a slow phone, without an error", async () => {
    const { page, errors, close } = await openPage(browser);
    // A slow phone's CPU widens the moment between a field's hydration and the results'. With the
    // fields and the results in separate Suspense boundaries, React 421 (an update to a part not
    // yet hydrated) showed in 5 of 6 such loads.
    const cpu = await page.context().newCDPSession(page);
    await cpu.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await typeRevenue(page, "100000");
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll("dt")].find((dt) => dt.textContent === label)
          ?.nextElementSibling?.textContent === "£30,000",
      calculators.roi.figures.additionalRevenue,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("uses a choice and a figure entered before the calculator hydrated", async () => {
    const { page, errors, close } = await openPage(browser);
    // The scripts are held back until the visitor has chosen, as on a slow connection.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(
      (address) => address.pathname.endsWith(".js"),
      async (route) => {
        await scriptsReleased;
        await route.continue();
      },
    );
    await page.goto(url("/ai-roi-tools"), { waitUntil: "domcontentloaded" });
    const { fields, automationTypes, figures } = calculators.roi;
    const type = page.getByLabel(fields.automationType.label);
    await type.selectOption({ label: automationTypes.operations });
    await page.getByLabel(fields.monthlyRevenue.label).fill("80000");
    releaseScripts();
    await hydrated(page);
    await type.scrollIntoViewIfNeeded();
    await interactive(type);
    // Operations on £80,000 a month: £12,000 more revenue and £800 saved, 1,024% a year.
    const additional = () => figure(page, figures.additionalRevenue);
    await expect(settled(additional, "£12,000")).resolves.toBe("£12,000");
    await expect(figure(page, figures.monthlySavings)).resolves.toBe("£800");
    await expect(figure(page, figures.annualROI)).resolves.toBe("1,024%");
    await expect(type.inputValue()).resolves.toBe("operations");
    expect(errors).toEqual([]);
    await close();
  });

  it("reflects the inputs in the URL, so a reload keeps the result", async () => {
    const { page, close } = await openPage(browser);
    const revenue = await typeRevenue(page, "100000");
    await expect(figure(page, calculators.roi.figures.additionalRevenue)).resolves.toBe("£30,000");
    await page.waitForFunction(() => new URLSearchParams(location.search).get("rev") === "100000");
    await page.reload();
    await hydrated(page);
    await revenue.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll("dt")].find((dt) => dt.textContent === label)
          ?.nextElementSibling?.textContent === "£30,000",
      calculators.roi.figures.additionalRevenue,
    );
    await expect(revenue.inputValue()).resolves.toBe("100000");
    await close();
  });
});

describe("/advanced-tools", () => {
  it("offers five tools and loads their code, and a tool's, only when one is opened", async () => {
    // A phone: where a mouse can leave the window, the exit popup's island loads the same code.
    const { page, errors, close } = await openPage(browser, MOBILE);
    await page.goto(url("/advanced-tools"));
    await hydrated(page);
    for (const entry of advancedTools.tools)
      await expect(page.getByRole("button", { name: entry.openLabel }).count()).resolves.toBe(1);
    const before = await scriptsLoaded(page);
    expect(before.filter((script) => /kept-islands/.test(script))).toEqual([]);

    // A kept page's island: the press on the built button wakes it, and is pressed again once live.
    const mrr = tool("mrr-growth");
    await page.getByRole("button", { name: mrr.openLabel }).click();
    const heading = page.getByRole("heading", { name: mrr.name, level: 2 });
    await heading.waitFor();
    const after = await scriptsLoaded(page);
    expect(after.length).toBeGreaterThan(before.length + 1);
    expect(new URL(page.url()).searchParams.get("tool")).toBe("mrr-growth");
    await page.waitForFunction(() => document.activeElement?.tagName === "H2");

    // Back (the browser's) closes the tool, the picker is back, and focus is on its opener.
    await page.goBack();
    await page.getByRole("button", { name: mrr.openLabel }).waitFor();
    expect(new URL(page.url()).searchParams.get("tool")).toBeNull();
    await page.waitForFunction(() => document.activeElement?.id === "open-tool-mrr-growth");
    expect(errors).toEqual([]);
    await close();
  });

  it("opens the tool a shared link names, and 'Back to Tools' clears it and its inputs", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(url("/advanced-tools?tool=automation-roi&rev=80000"));
    await hydrated(page);
    await page.getByRole("heading", { name: tool("automation-roi").name, level: 2 }).waitFor();
    const revenue = page.getByLabel(calculators.roi.fields.monthlyRevenue.label);
    await page.waitForFunction(
      (input) => (input as HTMLInputElement | null)?.value === "80000",
      await revenue.elementHandle(),
    );

    await page.reload();
    await hydrated(page);
    await page.getByRole("heading", { name: tool("automation-roi").name, level: 2 }).waitFor();

    await page.getByRole("button", { name: advancedTools.backLabel }).click();
    await page.getByRole("button", { name: tool("automation-roi").openLabel }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    await close();
  });

  it("shows a 'Watch story' link only for a client with a video, never a search", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/advanced-tools?tool=client-dashboard"));
    await hydrated(page);
    const tab = page.getByRole("tab", { name: clientDashboard.labels.tabs.clients });
    await interactive(tab);
    await tab.click();
    const watched: string[] = [];
    const stories: readonly Queries.DashboardClientStory[] = clientDashboard.clientStories;
    for (const story of stories) {
      const { videoUrl } = story;
      await page.getByRole("button", { name: `View ${story.name} story` }).click();
      const dialog = page.getByRole("dialog", { name: story.name });
      await dialog.waitFor();
      const watch = dialog.getByRole("link", { name: /^Watch /u });
      await expect(watch.count()).resolves.toBe(videoUrl ? 1 : 0);
      if (videoUrl) watched.push((await watch.getAttribute("href")) ?? "");
      await dialog.getByRole("button", { name: clientDashboard.labels.close }).click();
      await dialog.waitFor({ state: "detached" });
    }
    // A search of a channel is not a video.
    expect(watched.filter((href) => /\/search\b|[?&]search_query=/u.test(href))).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("takes the business assessment to a result and sends the report as a lead", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/advanced-tools?tool=business-assessment"));
    await hydrated(page);
    await page.getByRole("heading", { name: assessment.heading, level: 2 }).waitFor();
    // The top answer to every question: 5 points each, 100%, Advanced.
    for (const [index, question] of assessment.questions.entries()) {
      const best = question.options.reduce((top, option) =>
        option.score > top.score ? option : top,
      );
      await page.getByRole("radio", { name: best.label, exact: true }).check();
      const last = index === assessment.questions.length - 1;
      await page
        .getByRole("button", { name: last ? assessment.steps.getResults : assessment.steps.next })
        .click();
    }
    const results = page.getByRole("region", { name: /^Advanced/ });
    await results.waitFor();

    const email = uniqueEmail("assessment");
    await results.getByLabel(assessment.report.label).fill(email);
    await results.getByRole("button", { name: assessment.report.button }).click();
    await page.getByText(assessment.report.successTitle).waitFor();
    const [lead] = await storedFor(email);
    expect(lead?.record).toMatchObject({
      email,
      source: "business_assessment",
      assessmentScore: 100,
    });
    expect(lead?.kind === "lead" && lead.record.recommendations).toEqual(
      assessment.bands.find((band) => band.id === "advanced")?.recommendations,
    );
    expect(errors).toEqual([]);
    await close();
  });
});
