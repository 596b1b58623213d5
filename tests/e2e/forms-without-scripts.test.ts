import type { Browser, Locator, Page } from "playwright-core";
import calculators from "../../content/data/calculators.json";
import footer from "../../content/data/footer.json";
import forms from "../../content/data/forms.json";
import thankYou from "../../content/data/thank-you.json";
import { DESKTOP, hydrated, interactive, launch, openPage, settled, url } from "./site";
import { sourceOf, storedFor, uniqueEmail } from "./store";

// Every lead form on the built site works with scripts off (and before they have run): it posts to
// the endpoint, the lead is stored once, the visitor lands on a thank-you page; an invalid one
// comes back with its message and what was typed. No email ever goes into a URL: not the address
// bar, not any request's address.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A page with scripts off that records every URL it requests or shows. */
async function withoutScripts() {
  const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  page.on("framenavigated", (frame) => urls.push(frame.url()));
  return { page, urls, close: () => context.close() };
}

const thanks = (id: string) => thankYou.pages.find((page) => page.id === id)?.title ?? "";

// Not waiting for the load event: with the scripts held back, the page has not finished loading.
async function landsOn(page: Page, path: string, title: string) {
  await page.waitForURL(url(path), { waitUntil: "commit" });
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}

function neverInUrl(urls: string[], email: string) {
  const encoded = encodeURIComponent(email);
  expect(urls.filter((address) => address.includes(email) || address.includes(encoded))).toEqual(
    [],
  );
}

describe("with scripts off", () => {
  it("home: the consultation form", async () => {
    const { page, urls, close } = await withoutScripts();
    const email = uniqueEmail("nojs-lead");
    await page.goto(url("/"));
    const form = page.locator('form:has(input[name="_form"][value="consultation"])');
    await form.getByLabel(/Full name/).fill("Aoife Byrne");
    await form.getByLabel(/Work email/).fill(email);
    await form.getByLabel(/What would you like help with/).selectOption("automation");
    await form.getByLabel(/Your goals/).fill("Answer every enquiry within the hour.");
    await form.getByRole("button", { name: forms.leadForm.button }).click();
    await landsOn(page, "/thank-you/consultation", thanks("consultation"));
    const stored = await storedFor(email);
    expect(stored.map((entry) => entry.record)).toEqual([
      {
        email,
        name: "Aoife Byrne",
        interest: "automation",
        message: "Answer every enquiry within the hour.",
        source: "cta_lead_capture",
      },
    ]);
    neverInUrl(urls, email);
    await close();
  });

  it("contact: the message form", async () => {
    const { page, urls, close } = await withoutScripts();
    const email = uniqueEmail("nojs-contact");
    await page.goto(url("/contact"));
    const form = page.locator('form[action="/api/contact"]');
    await form.getByLabel(/Full name/).fill("Ciaran Walsh");
    await form.getByLabel(/Email address/).fill(email);
    await form.getByLabel(/Subject/).fill("Order automation");
    await form.getByLabel(/^Message/).fill("We take 300 orders a week by phone.");
    await form.getByRole("button", { name: forms.contactForm.button }).click();
    await landsOn(page, "/thank-you/message", thanks("message"));
    expect(
      (await storedFor(email)).map((entry) => [
        entry.kind,
        entry.kind === "contact" && entry.record.subject,
      ]),
    ).toEqual([["contact", "Order automation"]]);
    neverInUrl(urls, email);
    await close();
  });

  it.each([
    [
      "the footer newsletter, from any page",
      "/about",
      "footer-newsletter",
      "footer_newsletter",
      "newsletter",
    ],
    ["the blog newsletter", "/blog", "blog-newsletter", "blog_newsletter", "newsletter"],
    [
      "the scaling guide",
      "/services/saas-platforms",
      "scaling-guide",
      "sidebar_lead_magnet",
      "guide",
    ],
  ])("%s", async (_, path, formId, source, thanksId) => {
    const { page, urls, close } = await withoutScripts();
    const email = uniqueEmail(`nojs-${formId}`);
    await page.goto(url(path));
    const form = page.locator(`form:has(input[name="_form"][value="${formId}"])`);
    await form.locator('input[name="email"]').fill(email);
    await form.getByRole("button").last().click();
    await landsOn(page, `/thank-you/${thanksId}`, thanks(thanksId));
    expect((await storedFor(email)).map(sourceOf)).toEqual([source]);
    neverInUrl(urls, email);
    await close();
  });

  it("an invalid one comes back with its message and what was typed, and nothing is stored", async () => {
    const { page, urls, close } = await withoutScripts();
    await page.goto(url("/contact"));
    const form = page.locator('form[action="/api/contact"]');
    // The browser's own checks pass (type=email takes a@b); the product's rule wants a dot.
    const email = `nojs-${Date.now()}@nodot`;
    await form.getByLabel(/Full name/).fill("Zoë Byrne");
    await form.getByLabel(/Email address/).fill(email);
    await form.getByLabel(/Subject/).fill("Hello");
    await form.getByLabel(/^Message/).fill("Kept as typed");
    await form.getByRole("button", { name: forms.contactForm.button }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    const back = page.locator('form[action="/api/contact"]');
    await expect(back.getByLabel(/Full name/).inputValue()).resolves.toBe("Zoë Byrne");
    await expect(back.getByLabel(/Email address/).inputValue()).resolves.toBe(email);
    await expect(back.getByLabel(/^Message/).inputValue()).resolves.toBe("Kept as typed");
    await back.getByText("Invalid email format").first().waitFor();
    // Corrected and sent again from the page it came back on.
    const fixed = uniqueEmail("nojs-fixed");
    await back.getByLabel(/Email address/).fill(fixed);
    await back.getByRole("button", { name: forms.contactForm.button }).click();
    await landsOn(page, "/thank-you/message", thanks("message"));
    expect(await storedFor(email)).toEqual([]);
    expect(await storedFor(fixed)).toHaveLength(1);
    neverInUrl(urls, email);
    await close();
  });
});

/** The figure shown under a result's label. */
const figure = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").textContent();

describe("the ROI calculator with scripts off", () => {
  const { fields, figures, automationTypes, submit } = calculators.roi;
  const calculator = (page: Page) =>
    page.locator("form", { has: page.getByRole("button", { name: submit }) });

  async function fill(form: Locator, revenue: string) {
    await form.getByLabel(fields.monthlyRevenue.label).fill(revenue);
    await form.getByLabel(fields.automationType.label).selectOption({
      label: automationTypes.operations,
    });
    await form.getByLabel(fields.investmentAmount.label).fill("20000");
  }

  it("'Calculate my ROI' shows the visitor's own results, at an address the scripts read", async () => {
    const { page, close } = await withoutScripts();
    await page.goto(url("/ai-roi-tools"));
    await fill(calculator(page), "£90,000");
    await calculator(page).getByRole("button", { name: submit }).click();
    await page.waitForURL(/\/api\/calculate\/roi\?/, { waitUntil: "commit" });
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toEqual({
      rev: "£90,000",
      team: "10",
      auto: "operations",
      eff: "60",
      inv: "20000",
    });
    await page.getByRole("heading", { name: calculators.roi.resultsHeading }).waitFor();
    const form = calculator(page);
    await expect(form.getByLabel(fields.monthlyRevenue.label).inputValue()).resolves.toBe("90000");
    await expect(form.getByLabel(fields.automationType.label).inputValue()).resolves.toBe(
      "operations",
    );
    // Operations on £90,000 a month: £13,500 more revenue, £900 saved, 864% a year on £20,000.
    await expect(figure(page, figures.additionalRevenue)).resolves.toBe("£13,500");
    await expect(figure(page, figures.monthlySavings)).resolves.toBe("£900");
    await expect(figure(page, figures.annualROI)).resolves.toBe("864%");
    await expect(figure(page, figures.paybackPeriod)).resolves.toBe("1.4 months");
    await close();
  });

  it("an unusable figure comes back as typed, with the calculator's own message", async () => {
    const { page, close } = await withoutScripts();
    await page.goto(url("/ai-roi-tools"));
    await fill(calculator(page), "lots");
    await calculator(page).getByRole("button", { name: submit }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    const form = calculator(page);
    await expect(form.getByLabel(fields.monthlyRevenue.label).inputValue()).resolves.toBe("lots");
    await form.getByText(calculators.fieldMessages.money.notANumber).first().waitFor();
    await page.getByText(calculators.staleNotice).first().waitFor();
    // The results of the default revenue, £50,000, with the investment and type sent.
    await expect(figure(page, figures.additionalRevenue)).resolves.toBe("£7,500");
    await close();
  });

  it("the results page, opened with scripts, becomes the scripted calculator at the same figures", async () => {
    const { page, errors, close } = await openPage(browser);
    const query = "?rev=90000&team=10&auto=operations&eff=60&inv=20000";
    await page.goto(url(`/api/calculate/roi${query}`));
    await hydrated(page);
    await expect(
      settled(() => Promise.resolve(new URL(page.url()).pathname), "/ai-roi-tools"),
    ).resolves.toBe("/ai-roi-tools");
    const revenue = page.getByLabel(fields.monthlyRevenue.label);
    await revenue.scrollIntoViewIfNeeded();
    await interactive(revenue);
    await expect(revenue.inputValue()).resolves.toBe("90000");
    await expect(figure(page, figures.annualROI)).resolves.toBe("864%");
    await revenue.fill("180000");
    await expect(settled(() => figure(page, figures.additionalRevenue), "£27,000")).resolves.toBe(
      "£27,000",
    );
    // Hydrated without a mismatch: React reports none.
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the MRR calculator of /advanced-tools with scripts off", () => {
  const { fields, figures, automationLevels, submit } = calculators.mrr;
  const calculator = (page: Page) => page.locator('form[action^="/api/calculate/mrr"]');

  it("is under the picker, and 'Calculate' shows the visitor's own results", async () => {
    const { page, close } = await withoutScripts();
    await page.goto(url("/advanced-tools"));
    const form = calculator(page);
    await form.getByLabel(fields.currentMRR.label).fill("£80,000");
    await form.getByLabel(fields.currentCustomers.label).fill("150");
    await form.getByLabel(fields.growthRate.label).fill("40");
    await form.getByLabel(fields.automationLevel.label).selectOption({
      label: automationLevels.advanced,
    });
    await form.getByRole("button", { name: submit }).click();
    await page.waitForURL(/\/api\/calculate\/mrr\?/, { waitUntil: "commit" });
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      mrr: "£80,000",
      cust: "150",
      acv: "500",
      growth: "40",
      level: "advanced",
    });
    await page.getByRole("heading", { name: calculators.mrr.resultsHeading }).waitFor();
    const answered = calculator(page);
    await expect(answered.getByLabel(fields.currentMRR.label).inputValue()).resolves.toBe("80000");
    await expect(answered.getByLabel(fields.automationLevel.label).inputValue()).resolves.toBe(
      "advanced",
    );
    // £80,000 a month growing 40% a year, times 1.6 for advanced automation; 12% of it saved.
    await expect(figure(page, figures.projectedMRR)).resolves.toBe("£179,200");
    await expect(figure(page, figures.automationSavings)).resolves.toBe("£115,200");
    await expect(figure(page, figures.totalValue)).resolves.toBe("£294,400");
    await expect(figure(page, figures.projectedCustomers)).resolves.toBe("336");
    await close();
  });

  it("an unusable figure comes back as typed, with the calculator's own message", async () => {
    const { page, close } = await withoutScripts();
    await page.goto(url("/advanced-tools"));
    await calculator(page).getByLabel(fields.currentMRR.label).fill("0");
    await calculator(page).getByRole("button", { name: submit }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.title()).toMatch(/^Error: /);
    const form = calculator(page);
    await expect(form.getByLabel(fields.currentMRR.label).inputValue()).resolves.toBe("0");
    await form.getByText(calculators.fieldMessages.money.zero).first().waitFor();
    await page.getByText(calculators.staleNotice).first().waitFor();
    await close();
  });

  it("is not on the page with scripts on, which hydrates without an error", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(url("/advanced-tools"));
    await hydrated(page);
    await expect(calculator(page).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: submit }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

/** A page whose scripts are held back, as on a slow phone, until `release()`. */
async function scriptsHeldBack() {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return { page, context, release: () => release() };
}

describe("before the scripts have run", () => {
  it("a newsletter sign-up sent as soon as the field shows is stored and thanked", async () => {
    const { page, release, context } = await scriptsHeldBack();
    const email = uniqueEmail("early");
    await page.goto(url("/about"), { waitUntil: "commit" });
    const form = page.locator('form:has(input[name="_form"][value="footer-newsletter"])');
    await form.locator('input[name="email"]').fill(email);
    await form.getByRole("button", { name: footer.newsletter.button }).click();
    await landsOn(page, "/thank-you/newsletter", thanks("newsletter"));
    release();
    expect((await storedFor(email)).map(sourceOf)).toEqual(["footer_newsletter"]);
    await context.close();
  });

  it("what was typed before the scripts ran is what they send", async () => {
    const { page, release, context } = await scriptsHeldBack();
    const email = uniqueEmail("typed-early");
    await page.goto(url("/about"), { waitUntil: "commit" });
    const footerBox = page.getByRole("contentinfo");
    await footerBox.locator('input[name="email"]').fill(email);
    release();
    await hydrated(page);
    const button = footerBox.getByRole("button", { name: footer.newsletter.button });
    await interactive(button);
    await button.click();
    await footerBox
      .getByRole("status")
      .filter({ hasText: footer.newsletter.successTitle })
      .waitFor();
    expect(page.url()).toBe(url("/about"));
    expect(await storedFor(email)).toHaveLength(1);
    await context.close();
  });
});
